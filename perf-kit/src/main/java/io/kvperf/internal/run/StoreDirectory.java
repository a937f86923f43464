package io.kvperf.internal.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The fresh directory a store is opened in: emptied before a run, removed after it. */
public final class StoreDirectory {
  private StoreDirectory() {}

  static void recreate(Path directory) throws IOException {
    delete(directory);
    Files.createDirectories(directory);
  }

  /** Deletes {@code directory} and all it holds, if it exists. */
  public static void delete(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
