package io.kvperf.internal.arms;

import io.kvperf.internal.account.OneJvmFair;
import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.pairs.ArmPairs;
import io.kvperf.internal.pairs.PairedFigure;
import io.kvperf.result.Figure;
import java.util.Optional;

/**
 * Whether both arms of a comparison measure fairly in one JVM, for an engine that does not say
 * ({@link io.kvperf.internal.settings.CompareMode.Sharing#ONE_JVM_IF_FAIR}), read from the
 * comparison's own first forks, once each arm has led two.
 *
 * <p>Two builds in one JVM are unfair where one works through the other's turns: the arm that leads
 * a fork then measures far above the average (BDB JE: 12–38 %, and not by a constant the decision's
 * fitted lead removes), or the pairs spread as much as pairs of forks do, so that one JVM buys
 * nothing. Neither test reads the change between the arms: the lead is the difference between the
 * forks A led and those B led, and the spread is taken about each group's own mean. The limits:
 *
 * <ul>
 *   <li>{@link #MAX_LEAD}: H2 MVStore, fair under the fitted lead, led by 5.4–13.7 %, and RocksDB,
 *       LevelDB JNI and LMDB by at most 3 %; 10 % keeps an engine whose lead is of JE's size out,
 *       at the cost of sending some runs of an H2-like engine to forks.
 *   <li>{@link #MAX_SIGMA_PER_PAIR}: pairs in one JVM spread 0.01–0.08 at ci scale, pairs of forks
 *       0.1–0.3 (docs/records/2026-11-26-native-engines-in-one-jvm.md).
 * </ul>
 *
 * Either way the cost of a wrong "unfair" is the blunter comparison in forks, never a false alarm.
 */
final class OneJvmFairness {
  /** The forks read before deciding: two led by each arm. */
  static final int FORKS = 4;

  /** The largest lead, as a log ratio, that one JVM keeps: 10 %. */
  static final double MAX_LEAD = Math.log(1.10);

  /** The largest spread of one pair's log ratio of throughput that one JVM keeps. */
  static final double MAX_SIGMA_PER_PAIR = 0.10;

  private OneJvmFairness() {}

  /**
   * Why {@code pairs}, measured with both arms in each fork, show one JVM unfair: the lead or the
   * spread beyond its limit; empty when they show it fair, or when they are too few to tell (fewer
   * than {@link #FORKS}, or one arm led none).
   */
  static Optional<OneJvmLeft.Why> unfairness(ArmPairs pairs) {
    if (pairs.count() < FORKS
        || pairs.aLed().stream().distinct().count() < 2
        || pairs.throughput().stream().anyMatch(ratio -> !Double.isFinite(ratio))) {
      return Optional.empty();
    }
    PairedFigure throughput =
        PairedFigure.of(Figure.Run.THROUGHPUT, pairs.throughput(), pairs.aLed());
    if (Math.abs(throughput.leadLn()) > MAX_LEAD) {
      return Optional.of(new OneJvmLeft.Lead(throughput.leadLn(), MAX_LEAD));
    }
    if (throughput.sigmaLn() > MAX_SIGMA_PER_PAIR) {
      return Optional.of(new OneJvmLeft.Spread(throughput.sigmaLn(), MAX_SIGMA_PER_PAIR));
    }
    return Optional.empty();
  }

  /** That forks with both arms showed one JVM fair, for an engine of {@code engine} id. */
  static OneJvmFair fair(String engine) {
    return new OneJvmFair(engine, MAX_LEAD, MAX_SIGMA_PER_PAIR);
  }
}
