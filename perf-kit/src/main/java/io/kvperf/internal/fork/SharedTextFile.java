package io.kvperf.internal.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A small text file two processes share, one writing while the other polls it: replaced whole
 * (written aside, then moved over), so that a reader never sees half of it.
 */
final class SharedTextFile {
  private SharedTextFile() {}

  /** What {@code file} holds, trimmed; empty while it does not exist. */
  static String read(Path file) throws IOException {
    try {
      return Files.readString(file, StandardCharsets.US_ASCII).trim();
    } catch (NoSuchFileException e) {
      return "";
    }
  }

  /**
   * Replaces {@code file} with {@code text}, written first to {@code aside} in the same directory
   * (a name of this writer's own where two processes write it) and moved over it.
   */
  static void replace(Path file, String text, String aside) throws IOException {
    Path written = file.resolveSibling(aside);
    Files.writeString(written, text, StandardCharsets.US_ASCII);
    try {
      Files.move(
          written, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(written, file, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
