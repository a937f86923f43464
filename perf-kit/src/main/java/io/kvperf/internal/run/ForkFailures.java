package io.kvperf.internal.run;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.runner.BenchmarkException;

/** Turns JMH's report of a failed fork into a message that names the engine and the cause. */
final class ForkFailures {
  private static final int QUOTED_LINES = 40;

  private ForkFailures() {}

  static ForkFailedException describe(String engineId, Exception failure, String jmhOutput) {
    Throwable cause = rootCause(failure).orElse(failure);
    StringBuilder message = new StringBuilder();
    message.append("engine '").append(engineId).append("' failed in its forked JVM: ");
    if (jmhOutput.contains("java.lang.OutOfMemoryError")) {
      message.append("it ran out of memory (java.lang.OutOfMemoryError); ");
    }
    message.append(cause.getClass().getName()).append(": ").append(cause.getMessage());
    List<String> quoted = failureLines(jmhOutput);
    if (!quoted.isEmpty()) {
      message.append(System.lineSeparator()).append("fork output:");
      quoted.forEach(line -> message.append(System.lineSeparator()).append("  ").append(line));
    }
    return new ForkFailedException(message.toString(), cause);
  }

  /** The first exception thrown in the fork, beneath JMH's wrappers. */
  static Optional<Throwable> rootCause(Throwable failure) {
    Deque<Throwable> pending = new ArrayDeque<>();
    pending.add(failure);
    while (!pending.isEmpty()) {
      Throwable next = pending.poll();
      if (!(next instanceof BenchmarkException) && next != failure) {
        return Optional.of(next);
      }
      for (Throwable suppressed : next.getSuppressed()) {
        pending.add(suppressed);
      }
      if (next.getCause() != null) {
        pending.add(next.getCause());
      }
    }
    return Optional.empty();
  }

  /** JMH's lines about the failure: from its first failure marker, at most a screenful. */
  static List<String> failureLines(String jmhOutput) {
    List<String> lines = jmhOutput.lines().toList();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      // JMH may print its marker after an iteration's label, on the same line.
      if (line.contains("<failure>") || line.contains("<forked VM failed")) {
        return lines.subList(i, Math.min(lines.size(), i + QUOTED_LINES)).stream()
            .filter(l -> !l.isBlank())
            .toList();
      }
    }
    return List.of();
  }
}
