package io.kvperf.internal.junit;

import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Soak;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.run.IterationPhase;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.DurationText;
import io.kvperf.internal.soak.SoakPlan;

/**
 * A contract's measurement as its merged {@link Measure}, or its {@link Soak}, declares it: the
 * documented defaults where no layer set an attribute, and the in-fork reference where its budgets
 * need one.
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
        new IterationPhase(
            orDefault(measure.warmups(), Measure.DEFAULT_WARMUPS),
            DurationText.parse(Measure.class, "warmupTime", orDefault(measure.warmupTime()))),
        new IterationPhase(
            orDefault(measure.iterations(), Measure.DEFAULT_ITERATIONS),
            DurationText.parse(Measure.class, "iterationTime", orDefault(measure.iterationTime()))),
        orDefault(measure.latencyEvery(), Measure.DEFAULT_LATENCY_EVERY),
        orDefault(measure.forks(), Measure.DEFAULT_FORKS),
        reference,
        operations);
  }

  /**
   * The plan of {@code soak} ({@link SoakPlan}): no warm-up, one interval a measured iteration, one
   * fork, no reference.
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation
   */
  static MeasurementPlan of(Soak soak) {
    SoakPlan plan = SoakPlan.of(soak);
    return new MeasurementPlan(
        new IterationPhase(0, plan.interval()),
        new IterationPhase(plan.intervals(), plan.interval()),
        Measure.DEFAULT_LATENCY_EVERY,
        1,
        Reference.NONE,
        0,
        true);
  }

  private static int orDefault(int declared, int documented) {
    return declared == Measure.UNSET ? documented : declared;
  }

  private static String orDefault(String declaredTime) {
    return declaredTime.isEmpty() ? Measure.DEFAULT_TIME : declaredTime;
  }

  @Measure
  private static final class Defaults {}
}
