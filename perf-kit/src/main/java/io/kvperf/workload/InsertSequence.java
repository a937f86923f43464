package io.kvperf.workload;

import io.kvperf.api.PreloadOrder;
import java.util.function.LongUnaryOperator;

/**
 * The order in which a run's inserts write the new keys after the preload, as offsets from it. In
 * key order; or, when the workload's preload order is random and the run bounds its inserts to a
 * span of {@code span} keys, a seeded permutation of {@code [0, span)}, the same in every JVM: the
 * populate of an empty store then writes its keys in random order, as the seeds and YCSB do.
 * Offsets from {@code span} on stay in key order.
 */
final class InsertSequence {
  private static final long INSERT_SALT = 0x696e736572747321L;

  private InsertSequence() {}

  /** The offsets {@code spec}'s inserts write, for a run inserting at most {@code span} keys. */
  static LongUnaryOperator of(WorkloadSpec spec, long span) {
    if (spec.preloadOrder() == PreloadOrder.KEY_ORDER || span <= 1) {
      return offset -> offset;
    }
    KeyPermutation permutation =
        new KeyPermutation(span, Seeds.derive(spec.seed(), INSERT_SALT, 0));
    return offset -> offset < span ? permutation.apply(offset) : offset;
  }
}
