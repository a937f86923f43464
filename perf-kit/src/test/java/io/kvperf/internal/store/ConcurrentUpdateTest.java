package io.kvperf.internal.store;

import static io.kvperf.internal.store.BadBaselineFiles.TEN;
import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.run.ArmClassPath;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs updating one baseline file at once, each in its own JVM, both keep their entry; a run
 * killed (SIGKILL) while it held the file's lock with half a file written leaves the file as it
 * was, readable, and the next update goes on. The other run is another JVM ({@link
 * BaselineUpdateHolder}), as it would be.
 */
class ConcurrentUpdateTest {
  @TempDir Path directory;

  @Test
  void twoUpdatesAtOnceInTwoJvmsKeepBothEntries() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("skiplist", MACHINE, 100.0, 101.0), TEN);
    Process other = holder("update", "alpha");
    try {
      // The other JVM has read the file (skiplist alone) and holds its lock; this update waits.
      ByteArrayOutputStream said = new ByteArrayOutputStream();
      BaselineStore here =
          new BaselineStore(directory, new PrintStream(said, true, StandardCharsets.UTF_8));
      CompletableFuture<BaselineEntry> waiting =
          CompletableFuture.supplyAsync(
              () -> record(here, result("beta", MACHINE, 200.0, 201.0), TEN.plusSeconds(60)));
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (!said.toString(StandardCharsets.UTF_8).contains("kvperf: waiting for")
          && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(said.toString(StandardCharsets.UTF_8))
          .isEqualTo(
              "kvperf: waiting for "
                  + store.fileOf(CONTRACT).getParent().resolveSibling(".kvperf-update.lock")
                  + ": another run is updating "
                  + store.fileOf(CONTRACT)
                  + System.lineSeparator());
      assertThat(waiting).as("waits while the other run holds the lock").isNotDone();

      other.getOutputStream().close();
      assertThat(other.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(other.exitValue()).as(output(other)).isZero();
      waiting.get(30, TimeUnit.SECONDS);
    } finally {
      other.destroyForcibly();
    }

    assertThat(store.entries(CONTRACT))
        .extracting(entry -> entry.key().engine())
        .as("each run's entry, and the one before")
        .containsExactly("alpha", "beta", "skiplist");
  }

  @Test
  void anUpdateKilledWhileWritingLeavesTheFileAsItWas() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("rocksdb", MACHINE, 100.0, 101.0), TEN);
    record(store, result("skiplist", MACHINE, 200.0, 201.0), TEN);
    Path file = store.fileOf(CONTRACT);
    byte[] before = Files.readAllBytes(file);
    Path halfWritten = file.resolveSibling(BaselineUpdateHolder.HALF_WRITTEN);

    Process killed = holder("half-written");
    assertThat(halfWritten).exists();
    List<BaselineFileException> unreadable = new ArrayList<>();
    assertThat(store.documents(unreadable::add))
        .as("readers never read a temporary file")
        .singleElement()
        .extracting(document -> document.entries().size())
        .isEqualTo(2);
    assertThat(unreadable).isEmpty();
    killed.destroyForcibly();
    assertThat(killed.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(killed.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);

    assertThat(Files.readAllBytes(file)).as("the file as it was").isEqualTo(before);
    assertThat(halfWritten).as("what the killed run left").exists();
    assertThat(store.entries(CONTRACT))
        .extracting(entry -> entry.key().engine())
        .containsExactly("rocksdb", "skiplist");

    record(store, result("alpha", MACHINE, 300.0, 301.0), TEN.plusSeconds(60));

    assertThat(halfWritten).as("removed by the next update").doesNotExist();
    assertThat(store.entries(CONTRACT))
        .extracting(entry -> entry.key().engine())
        .containsExactly("alpha", "rocksdb", "skiplist");
  }

  /** Another JVM holding the lock of {@link BaselineFixtures#CONTRACT}'s file, in {@code mode}. */
  private Process holder(String... mode) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(
        String.join(
            File.pathSeparator, ArmClassPath.launch().stream().map(Path::toString).toList()));
    command.add(BaselineUpdateHolder.class.getName());
    command.add(directory.toString());
    command.addAll(List.of(mode));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    byte[] line = new byte[5];
    int read = process.getInputStream().readNBytes(line, 0, 5);
    assertThat(new String(line, 0, read, StandardCharsets.UTF_8))
        .as("the other JVM holds the lock")
        .isEqualTo("held\n");
    return process;
  }

  private static String output(Process process) throws IOException {
    return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
  }
}
