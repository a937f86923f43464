package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.result.DiskUsage;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The occupied space of a store's directory, and files that vanish while it is walked. */
class DiskUsageProbeTest {
  @Test
  void sumsTheRegularFilesOfNestedDirectories(@TempDir Path directory) throws IOException {
    Files.write(directory.resolve("000001.sst"), new byte[300]);
    Files.createDirectories(directory.resolve("wal"));
    Files.write(directory.resolve("wal").resolve("000002.log"), new byte[45]);

    assertThat(DiskUsageProbe.of(directory)).isEqualTo(new DiskUsage(345, 2));
  }

  @Test
  void anAbsentDirectoryOccupiesNothing(@TempDir Path directory) {
    assertThat(DiskUsageProbe.of(directory.resolve("never-created")))
        .isEqualTo(new DiskUsage(0, 0));
  }

  @Test
  void aFileDeletedDuringTheWalkIsPassedOver() throws IOException {
    DiskUsageProbe.DirectoryTotals totals = new DiskUsageProbe.DirectoryTotals();
    Path compacted = Path.of("store", "000005.sst");

    assertThat(totals.visitFileFailed(compacted, new NoSuchFileException(compacted.toString())))
        .isEqualTo(FileVisitResult.CONTINUE);
    assertThat(totals.postVisitDirectory(Path.of("store"), new NoSuchFileException("store")))
        .isEqualTo(FileVisitResult.CONTINUE);
    assertThat(totals.bytes()).isZero();
    assertThat(totals.files()).isZero();
  }

  @Test
  void anyOtherFailureStillFailsTheMeasurement() {
    DiskUsageProbe.DirectoryTotals totals = new DiskUsageProbe.DirectoryTotals();
    Path unreadable = Path.of("store", "LOCK");

    assertThatThrownBy(
            () -> totals.visitFileFailed(unreadable, new AccessDeniedException("store/LOCK")))
        .isInstanceOf(AccessDeniedException.class);
    assertThatThrownBy(
            () -> totals.postVisitDirectory(Path.of("store"), new IOException("disk gone")))
        .hasMessage("disk gone");
  }
}
