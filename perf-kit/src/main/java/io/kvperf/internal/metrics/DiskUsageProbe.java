package io.kvperf.internal.metrics;

import io.kvperf.result.DiskUsage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The store's directory once the store is flushed and closed: total size and number of regular
 * files.
 *
 * <p>A file removed while the directory is walked (a log-structured engine deletes the inputs of a
 * compaction that was still running) is not counted, and does not fail the fork.
 */
public final class DiskUsageProbe {
  private DiskUsageProbe() {}

  /** Total size and number of the regular files under {@code directory}; zero if it is absent. */
  public static DiskUsage of(Path directory) {
    if (!Files.isDirectory(directory)) {
      return new DiskUsage(0, 0);
    }
    DirectoryTotals totals = new DirectoryTotals();
    try {
      Files.walkFileTree(directory, totals);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot measure " + directory, e);
    }
    return new DiskUsage(totals.bytes(), totals.files());
  }

  /** Sums the regular files it visits and passes over the ones that vanished in between. */
  static final class DirectoryTotals extends SimpleFileVisitor<Path> {
    private long bytes;
    private long files;

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
      if (attributes.isRegularFile()) {
        bytes += attributes.size();
        files++;
      }
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(Path file, IOException failure) throws IOException {
      if (failure instanceof NoSuchFileException) {
        return FileVisitResult.CONTINUE;
      }
      throw failure;
    }

    @Override
    public FileVisitResult postVisitDirectory(Path directory, IOException failure)
        throws IOException {
      if (failure == null || failure instanceof NoSuchFileException) {
        return FileVisitResult.CONTINUE;
      }
      throw failure;
    }

    long bytes() {
      return bytes;
    }

    long files() {
      return files;
    }
  }
}
