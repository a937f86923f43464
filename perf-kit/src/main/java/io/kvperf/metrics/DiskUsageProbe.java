package io.kvperf.metrics;

import io.kvperf.result.DiskUsage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The store's directory after the final flush: total size and number of regular files. */
public final class DiskUsageProbe {
  private DiskUsageProbe() {}

  /** Total size and number of the regular files under {@code directory}; zero if it is absent. */
  public static DiskUsage of(Path directory) {
    if (!Files.isDirectory(directory)) {
      return new DiskUsage(0, 0);
    }
    try (Stream<Path> files = Files.walk(directory)) {
      long[] totals = new long[2];
      files
          .filter(Files::isRegularFile)
          .forEach(
              file -> {
                try {
                  totals[0] += Files.size(file);
                  totals[1]++;
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      return new DiskUsage(totals[0], totals[1]);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot measure " + directory, e);
    }
  }
}
