package io.kvperf.internal.fork;

import io.kvperf.engine.KvStore;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.io.PrintStream;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The kit's operation path on a preloaded store, for one thread: what a fork's measured iteration
 * runs (key choice from the workload's stream, latency timing of one operation in a power of two,
 * sampled value checks, counters), opened for a benchmark of the harness itself, which measures it
 * against a hand-written loop over the same store. Not API: it is public for kit-benchmarks, whose
 * classes live in a package of their own.
 */
public final class KitOperationPath implements AutoCloseable {
  private final ForkedStore forked;
  private final OperationExecutor executor;

  private KitOperationPath(ForkedStore forked, OperationExecutor executor) {
    this.forked = forked;
    this.executor = executor;
  }

  /**
   * Preloads {@code store} with {@code workload}'s entries and checks a sample of them, reporting
   * progress on {@code out}, then drives it as thread 0 of a closed-loop run that times one
   * operation in {@code latencyEvery} (a power of two).
   *
   * @throws IllegalArgumentException when {@code latencyEvery} is not a power of two
   */
  public static KitOperationPath preloaded(
      String engineId, WorkloadSpec workload, KvStore store, int latencyEvery, PrintStream out)
      throws IOException {
    ForkedStore forked = ForkedStore.preloaded(engineId, workload, store, out);
    try {
      return new KitOperationPath(forked, new OperationExecutor(forked, 0, 0, latencyEvery));
    } catch (RuntimeException e) {
      forked.close();
      throw e;
    }
  }

  /** The preloaded store, for a path that drives it by hand. */
  public KvStore store() {
    return forked.store();
  }

  /** Starts an iteration on the calling thread, which then executes it. */
  public void beginIteration() {
    executor.beginIteration();
  }

  /** Executes the workload's next operation, its values consumed by {@code sink}. */
  public void execute(Blackhole sink) {
    executor.execute(sink);
  }

  /** Closes the store. */
  @Override
  public void close() throws IOException {
    forked.close();
  }
}
