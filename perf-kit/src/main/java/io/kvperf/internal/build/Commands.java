package io.kvperf.internal.build;

import io.kvperf.internal.settings.DurationText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs an external command (git, Maven) to its end, its output and errors read together. */
final class Commands {
  /** How many of a failed command's last lines its description quotes. */
  private static final int QUOTED_LINES = 15;

  /** How long a killed command's output is still read, for its last lines. */
  private static final Duration AFTER_KILL = Duration.ofSeconds(5);

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

  /**
   * Runs {@code command} in {@code directory}, killing it and the processes it started after {@code
   * deadline}; a killed command's output is what it printed until then.
   */
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
    ByteArrayOutputStream received = new ByteArrayOutputStream();
    Thread reader = new Thread(() -> read(process, received), "kvperf-command-output");
    reader.setDaemon(true);
    reader.start();
    try {
      if (!process.waitFor(deadline.toMillis(), TimeUnit.MILLISECONDS)) {
        kill(process);
        // The pipe closes once the killed processes are gone: the reader then has the last lines.
        reader.join(AFTER_KILL.toMillis());
        return new Result(
            -1,
            received.toString(StandardCharsets.UTF_8),
            "was killed after " + DurationText.format(deadline));
      }
      reader.join();
      return new Result(process.exitValue(), received.toString(StandardCharsets.UTF_8), "");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      kill(process);
      return new Result(-1, received.toString(StandardCharsets.UTF_8), "was interrupted");
    }
  }

  private static void kill(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }

  /** Copies the command's output into {@code received} as it comes, to its end. */
  private static void read(Process process, ByteArrayOutputStream received) {
    try (InputStream in = process.getInputStream()) {
      in.transferTo(received);
    } catch (IOException e) {
      // The stream closed under the reader (the command was killed): keep what arrived.
    }
  }
}
