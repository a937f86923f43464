package io.kvperf.internal.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Pins the calling thread to one CPU, with Linux's {@code taskset} (util-linux) on the thread's own
 * id, and checks that Linux then lists that CPU alone for it.
 */
final class ThreadPinning {
  private static final Path THREAD_SELF = Path.of("/proc/thread-self");
  private static final String ALLOWED = "Cpus_allowed_list:";

  private ThreadPinning() {}

  /** Pins the calling thread to {@code cpu}; an error saying why where it could not. */
  static void pin(int cpu) {
    try {
      // /proc/thread-self links to <pid>/task/<tid>.
      Path self = Files.readSymbolicLink(THREAD_SELF);
      String threadId = self.getFileName().toString();
      Process taskset =
          new ProcessBuilder("taskset", "-p", "-c", String.valueOf(cpu), threadId)
              .redirectErrorStream(true)
              .start();
      String output = new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (taskset.waitFor() != 0) {
        throw new IllegalStateException(
            "taskset could not pin operation thread "
                + threadId
                + " to CPU "
                + cpu
                + ": "
                + output.trim());
      }
      String allowed = allowedCpus();
      if (!allowed.equals(String.valueOf(cpu))) {
        throw new IllegalStateException(
            "operation thread "
                + threadId
                + " was to run on CPU "
                + cpu
                + " alone, but Linux"
                + " lists "
                + allowed);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot pin an operation thread to CPU " + cpu, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted pinning an operation thread", e);
    }
  }

  /** The CPUs Linux lets the calling thread run on, as it lists them. */
  static String allowedCpus() throws IOException {
    return Files.readAllLines(THREAD_SELF.resolve("status")).stream()
        .filter(line -> line.startsWith(ALLOWED))
        .map(line -> line.substring(ALLOWED.length()).trim())
        .findFirst()
        .orElseThrow(() -> new IOException(THREAD_SELF + "/status has no " + ALLOWED));
  }
}
