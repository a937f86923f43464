package io.kvperf.internal.junit;

import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.CompareSettings;

/**
 * A comparison of builds' floors of warm-up and measured iterations ({@link
 * CompareSettings#WARMUP}, {@link CompareSettings#ITERATIONS}): the run a comparison measures, and
 * what they changed of the contract's, for the verdict's account.
 */
final class ComparisonFloors {
  private ComparisonFloors() {}

  /** {@code declared} with the floors of {@code compare}; {@code declared} if it reaches them. */
  static ContractRun raise(ContractRun declared, CompareSettings compare) {
    return declared
        .withWarmupAtLeast(compare.armWarmup())
        .withIterationsAtLeast(compare.armIterations());
  }

  /**
   * What the floors changed from {@code declared} to {@code measured}, a line each; empty if
   * nothing.
   */
  static String note(ContractRun declared, ContractRun measured) {
    MeasurementPlan from = declared.measurement();
    MeasurementPlan to = measured.measurement();
    String iterations =
        to.iterations() == from.iterations()
            ? ""
            : "\n  "
                + to.iterations()
                + " measured iterations per arm in each fork, not the contract's "
                + from.iterations()
                + " ("
                + CompareSettings.ITERATIONS
                + ")";
    return warmupNote(from, to) + iterations;
  }

  private static String warmupNote(MeasurementPlan from, MeasurementPlan to) {
    if (to.warmupIterations() == from.warmupIterations()
        && to.warmupTime().equals(from.warmupTime())) {
      return "";
    }
    return "\n  warm-up "
        + to.warmupIterations()
        + " × "
        + to.warmupTime().toMillis()
        + " ms per arm, not the contract's "
        + from.warmupIterations()
        + " × "
        + from.warmupTime().toMillis()
        + " ms at this scale ("
        + CompareSettings.WARMUP
        + ")";
  }
}
