package io.kvperf.internal.fork;

import io.kvperf.engine.KvStore;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.util.function.LongUnaryOperator;

/**
 * The harness's preload: keys {@code 0..count-1} with their version-0 values, in the workload's
 * preload order ({@link io.kvperf.workload.WorkloadSpec#preloadSequence}), in batches of {@link
 * KvStore#PRELOAD_BATCH_SIZE} through {@link KvStore#putBatch}, then a flush, with progress every
 * few seconds. Public so that the kit's preload benchmark measures exactly this; not API.
 */
public final class Preloader {
  private static final long PROGRESS_INTERVAL_NANOS = 5_000_000_000L;

  /** A preload shorter than this prints no summary line: it is not worth a line of the console. */
  private static final long SUMMARY_AFTER_NANOS = 1_000_000_000L;

  private Preloader() {}

  /**
   * Preloads {@code store} with {@code workload}'s preload; reports progress on {@code out} (every
   * 5 s, and at the end) unless it is {@code null}.
   */
  public static void preload(KvStore store, WorkloadSpec workload, String engineId, PrintStream out)
      throws IOException {
    KeySpace keys = workload.keySpace();
    ValueSpace values = workload.valueSpace();
    long count = workload.preloadCount();
    LongUnaryOperator order = workload.preloadSequence();
    long start = System.nanoTime();
    long nextReport = start + PROGRESS_INTERVAL_NANOS;
    for (long first = 0; first < count; first += KvStore.PRELOAD_BATCH_SIZE) {
      int size = (int) Math.min(KvStore.PRELOAD_BATCH_SIZE, count - first);
      byte[][] batchKeys = new byte[size][];
      byte[][] batchValues = new byte[size][];
      for (int i = 0; i < size; i++) {
        long index = order.applyAsLong(first + i);
        batchKeys[i] = keys.key(index);
        batchValues[i] = values.value(index);
      }
      store.putBatch(batchKeys, batchValues);
      if (out != null && System.nanoTime() >= nextReport) {
        out.printf(
            "%nkvperf: preloading %s: %,d of %,d entries (%d%%)%n",
            engineId, first + size, count, (first + size) * 100 / count);
        nextReport += PROGRESS_INTERVAL_NANOS;
      }
    }
    store.flush();
    long elapsedNanos = System.nanoTime() - start;
    if (out != null && elapsedNanos >= SUMMARY_AFTER_NANOS) {
      double seconds = elapsedNanos / 1e9;
      out.printf(
          "%nkvperf: preloaded %s with %,d entries in %.1f s (%,.0f entries/s)%n",
          engineId, count, seconds, count / seconds);
    }
  }
}
