package io.kvperf.internal.run;

import io.kvperf.result.ForkResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Two forks of a pair run at once, each on a thread of its own: both results, or, where one fails,
 * the first failure, after the other fork has been told to stop waiting for it.
 */
final class BothAtOnce {
  /** What tells the fork still running that the other failed. */
  interface Stop {
    void stop() throws IOException;
  }

  private BothAtOnce() {}

  /**
   * Runs {@code a} and {@code b} at once, on threads named for pair {@code index}; their results,
   * A's first. Where one fails, {@code stop} is called once and the first failure is thrown when
   * both have ended.
   */
  static List<ForkResult> run(
      int index, Callable<ForkResult> a, Callable<ForkResult> b, Stop stop) {
    ExecutorService forks =
        Executors.newFixedThreadPool(
            2,
            task -> {
              Thread thread = new Thread(task, "kvperf-pair-" + (index + 1));
              thread.setDaemon(true);
              return thread;
            });
    try {
      CompletionService<ForkResult> done = new ExecutorCompletionService<>(forks);
      Future<ForkResult> forkA = done.submit(a);
      Future<ForkResult> forkB = done.submit(b);
      RuntimeException failed = null;
      for (int finished = 0; finished < 2; finished++) {
        try {
          done.take().get();
        } catch (ExecutionException e) {
          if (failed == null) {
            failed =
                e.getCause() instanceof RuntimeException cause
                    ? cause
                    : new ForkFailedException(e.getCause().toString(), e.getCause());
            stop.stop();
          }
        }
      }
      if (failed != null) {
        throw failed;
      }
      return List.of(forkA.get(), forkB.get());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ForkFailedException("interrupted while a pair of forks ran at once", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a fork of the pair finished twice", e);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot tell the other fork of pair " + (index + 1) + " to stop", e);
    } finally {
      forks.shutdownNow();
    }
  }
}
