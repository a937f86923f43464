package io.kvperf.internal.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The fresh directory a store is opened in, or a run keeps its files in: emptied before a run,
 * removed after it. Symbolic links are removed, never followed: what a link points to stays.
 */
public final class StoreDirectory {
  private StoreDirectory() {}

  static void recreate(Path directory) throws IOException {
    delete(directory);
    Files.createDirectories(directory);
  }

  /**
   * Deletes {@code directory} and all it holds, if it exists; a link, in it or as it, is deleted
   * itself.
   */
  public static void delete(Path directory) throws IOException {
    if (!Files.exists(directory, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    // Files.walk follows no link unless told to: a linked directory is one entry, the link.
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
