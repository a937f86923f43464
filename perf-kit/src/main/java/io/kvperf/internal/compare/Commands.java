package io.kvperf.internal.compare;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs an external command (git, Maven) to its end, its output and errors read together. */
final class Commands {
  /** How many of a failed command's last lines its description quotes. */
  private static final int QUOTED_LINES = 15;

  private Commands() {}

  /**
   * What a command did.
   *
   * @param exitCode its exit code, or -1 when it was killed at its deadline or could not start
   * @param output its standard output and error, interleaved
   * @param failure why it could not start or was killed; empty otherwise
   */
  record Result(int exitCode, String output, String failure) {
    /** Whether it ran and exited 0. */
    boolean succeeded() {
      return exitCode == 0 && failure.isEmpty();
    }

    /** {@code command}'s failure: how it ended, and the last lines it printed. */
    String describe(String command) {
      List<String> lines = output.strip().lines().toList();
      List<String> last = lines.subList(Math.max(0, lines.size() - QUOTED_LINES), lines.size());
      return "'"
          + command
          + "' "
          + (failure.isEmpty() ? "exited with " + exitCode : failure)
          + (last.isEmpty() ? "" : ":\n  " + String.join("\n  ", last));
    }
  }

  /** Runs {@code command} in {@code directory}, killing it after {@code deadline}. */
  static Result run(Path directory, List<String> command, Duration deadline) {
    Process process;
    try {
      process =
          new ProcessBuilder(command)
              .directory(directory.toFile())
              .redirectErrorStream(true)
              .start();
      // Nothing to read: a command that asks (a credential prompt) sees its input closed.
      process.getOutputStream().close();
    } catch (IOException e) {
      return new Result(-1, "", "could not start: " + e.getMessage());
    }
    CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> read(process));
    try {
      if (!process.waitFor(deadline.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        return new Result(
            -1, output.getNow(""), "was killed after " + deadline.toMinutes() + " min");
      }
      return new Result(process.exitValue(), output.join(), "");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      return new Result(-1, "", "was interrupted");
    }
  }

  private static String read(Process process) {
    try (InputStream in = process.getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
