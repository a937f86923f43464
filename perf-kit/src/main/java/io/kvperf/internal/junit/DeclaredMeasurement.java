package io.kvperf.internal.junit;

import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Soak;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.DurationText;
import java.time.Duration;

/**
 * A contract's measurement as its merged {@link Measure} declares it: the documented defaults where
 * no layer set an attribute, and the in-fork reference where its budgets need one.
 */
final class DeclaredMeasurement {
  private DeclaredMeasurement() {}

  /**
   * The plan of {@code measure} (null when the contract has none) under {@code budget}.
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation
   */
  static MeasurementPlan of(Measure measure, Budgets budget) {
    if (measure == null) {
      measure = Defaults.class.getAnnotation(Measure.class);
    }
    long operations = measure.operations() == Measure.UNSET ? 0 : measure.operations();
    Reference reference = measure.reference();
    if (reference == Reference.AUTO) {
      boolean needed = operations == 0 && budget.hasMachineBound();
      reference = needed ? Reference.SKIPLIST : Reference.NONE;
    }
    return new MeasurementPlan(
        orDefault(measure.warmups(), Measure.DEFAULT_WARMUPS),
        DurationText.parse(Measure.class, "warmupTime", orDefault(measure.warmupTime())),
        orDefault(measure.iterations(), Measure.DEFAULT_ITERATIONS),
        DurationText.parse(Measure.class, "iterationTime", orDefault(measure.iterationTime())),
        orDefault(measure.latencyEvery(), Measure.DEFAULT_LATENCY_EVERY),
        orDefault(measure.forks(), Measure.DEFAULT_FORKS),
        reference,
        operations);
  }

  /**
   * The plan of {@code soak}: no warm-up, one interval a measured iteration, one fork, no
   * reference.
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation
   */
  static MeasurementPlan of(Soak soak) {
    Duration time = DurationText.parse(Soak.class, "time", soak.time());
    Duration interval = DurationText.parse(Soak.class, "interval", soak.interval());
    if (interval.isZero() || time.toNanos() % interval.toNanos() != 0) {
      throw new IllegalArgumentException(
          "@Soak(time = \""
              + soak.time()
              + "\", interval = \""
              + soak.interval()
              + "\") is invalid: the time must be a whole number of intervals");
    }
    long intervals = time.toNanos() / interval.toNanos();
    if (intervals > MAX_INTERVALS) {
      throw new IllegalArgumentException(
          "@Soak(time = \""
              + soak.time()
              + "\") is invalid: "
              + intervals
              + " intervals of "
              + soak.interval()
              + ", at most "
              + MAX_INTERVALS);
    }
    return new MeasurementPlan(
        0,
        interval,
        (int) intervals,
        interval,
        Measure.DEFAULT_LATENCY_EVERY,
        1,
        Reference.NONE,
        0,
        true);
  }

  /** The most intervals a soak has: JMH's iterations, which a plan bounds. */
  static final int MAX_INTERVALS = 1000;

  private static int orDefault(int declared, int documented) {
    return declared == Measure.UNSET ? documented : declared;
  }

  private static String orDefault(String declaredTime) {
    return declaredTime.isEmpty() ? Measure.DEFAULT_TIME : declaredTime;
  }

  @Measure
  private static final class Defaults {}
}
