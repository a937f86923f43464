package io.kvperf.workload;

import java.util.SplittableRandom;

/**
 * The operations of one thread: a deterministic stream drawn from the workload's seed and the
 * thread's index, so that thread {@code t} issues the same operations on the same keys in every run
 * and every JVM. Not thread-safe: each thread owns its stream, nothing is shared.
 *
 * <p>Use: call {@link #next()}, then read {@link #operation()} and {@link #keyIndex()}.
 */
public final class OperationStream {
  private static final long THREAD_SALT = 0x7468726561647321L;

  private final SplittableRandom random;
  private final KeyChooser keys;
  private final int getPercent;
  private Operation operation;
  private long keyIndex;

  /** The stream of thread {@code threadIndex} (0-based) of {@code spec}. */
  public OperationStream(WorkloadSpec spec, int threadIndex) {
    if (threadIndex < 0 || threadIndex >= spec.threads()) {
      throw new IllegalArgumentException(
          "thread index " + threadIndex + " outside 0.." + (spec.threads() - 1));
    }
    this.random = new SplittableRandom(Seeds.derive(spec.seed(), THREAD_SALT, threadIndex));
    long count = spec.preloadCount();
    this.keys =
        switch (spec.order()) {
          case SEQUENTIAL -> KeyChooser.sequential(count, count * threadIndex / spec.threads());
          case UNIFORM -> KeyChooser.uniform(count, random);
        };
    this.getPercent = spec.mix().getPercent();
  }

  /** Advances to the next operation. */
  public void next() {
    operation =
        getPercent == 100 || random.nextInt(100) < getPercent ? Operation.GET : Operation.PUT;
    keyIndex = keys.nextIndex();
  }

  /** The current operation's type. */
  public Operation operation() {
    return operation;
  }

  /** The index of the current operation's key. */
  public long keyIndex() {
    return keyIndex;
  }
}
