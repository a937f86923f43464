package io.kvperf.internal.run;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs JMH with a deadline for the whole fork. A fork that hangs past it (an engine that never
 * returns) is killed, together with every other process this JVM started, which during a run is
 * only JMH's fork; JMH then reports the dead fork and the run fails with the deadline as the cause.
 */
final class ForkDeadline {
  private static final Duration AFTER_KILL = Duration.ofMinutes(1);

  private ForkDeadline() {}

  /** Whether {@code call} ran past {@code deadline}: its result or failure, and the verdict. */
  record Outcome<T>(T result, Exception failure, boolean expired) {}

  static <T> Outcome<T> run(Callable<T> call, Duration deadline) throws InterruptedException {
    ExecutorService runner =
        Executors.newSingleThreadExecutor(
            task -> {
              Thread thread = new Thread(task, "kvperf-jmh-runner");
              thread.setDaemon(true);
              return thread;
            });
    try {
      Future<T> future = runner.submit(call);
      boolean expired = false;
      try {
        return new Outcome<>(future.get(deadline.toMillis(), TimeUnit.MILLISECONDS), null, false);
      } catch (TimeoutException e) {
        expired = true;
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
      } catch (ExecutionException e) {
        return new Outcome<>(null, unwrap(e), false);
      }
      try {
        return new Outcome<>(
            future.get(AFTER_KILL.toMillis(), TimeUnit.MILLISECONDS), null, expired);
      } catch (ExecutionException e) {
        return new Outcome<>(null, unwrap(e), expired);
      } catch (TimeoutException e) {
        future.cancel(true);
        return new Outcome<>(null, e, expired);
      }
    } finally {
      runner.shutdownNow();
    }
  }

  private static Exception unwrap(ExecutionException e) {
    return e.getCause() instanceof Exception cause ? cause : e;
  }
}
