package io.kvperf.internal.fork;

import io.kvperf.internal.protocol.StoreCopy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * One fork's side of a {@link StoreCopy}: the fork that makes the template marks it ready once the
 * store in it is closed (or stopped, when it failed); every fork waits for the mark and copies the
 * template's files into its own store directory. The mark is a {@link SharedTextFile}; waiting
 * polls it every few milliseconds, before the fork's warm-up.
 */
final class StoreTemplate {
  private static final long POLL_MILLIS = 5;

  private final Path template;
  private final Path mark;
  private final long waitMillis;

  StoreTemplate(StoreCopy copy) {
    this.template = Path.of(copy.template());
    this.mark = StoreCopy.mark(template);
    this.waitMillis = copy.waitMillis();
  }

  /** The directory the template's store is preloaded in. */
  Path directory() {
    return template;
  }

  /** Marks the template ready to copy: its store is preloaded and closed. */
  void ready() {
    write(StoreCopy.READY);
  }

  /** Marks the template stopped: the fork making it failed, and no fork waits for it any longer. */
  void stopped() {
    write(StoreCopy.STOPPED);
  }

  /**
   * Copies the template's files into {@code directory}, which must be empty or absent, once it is
   * ready ({@link #awaitReady}).
   */
  void copyInto(Path directory) throws IOException {
    Files.createDirectories(directory);
    try (Stream<Path> paths = Files.walk(template)) {
      for (Path from : paths.toList()) {
        Path to = directory.resolve(template.relativize(from).toString());
        if (Files.isDirectory(from)) {
          Files.createDirectories(to);
        } else {
          Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }

  /**
   * Waits until the template is ready.
   *
   * @throws IllegalStateException where the template was stopped, or not ready in the plan's wait
   */
  void awaitReady() {
    long deadline = System.nanoTime() + waitMillis * 1_000_000;
    try {
      while (true) {
        String state = read();
        if (state.equals(StoreCopy.READY)) {
          return;
        }
        if (state.equals(StoreCopy.STOPPED)) {
          throw new IllegalStateException(
              "the fork preloading the store every fork copies (" + template + ") failed");
        }
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException(
              "the store every fork copies ("
                  + template
                  + ") was not preloaded in "
                  + waitMillis
                  + " ms");
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted waiting for the preloaded store", e);
    }
  }

  private String read() {
    try {
      return SharedTextFile.read(mark);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + mark, e);
    }
  }

  private void write(String state) {
    try {
      SharedTextFile.replace(mark, state, mark.getFileName() + ".new");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot mark " + template + " " + state, e);
    }
  }
}
