package io.kvperf.internal.junit;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.WarmupRaised;
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
   * What the floors changed from {@code declared} to {@code measured}, a line each: the warm-up,
   * then the measured iterations; empty if nothing.
   */
  static Account raised(ContractRun declared, ContractRun measured) {
    MeasurementPlan from = declared.measurement();
    MeasurementPlan to = measured.measurement();
    Account raised = Account.EMPTY;
    if (to.warmupIterations() != from.warmupIterations()
        || !to.warmupTime().equals(from.warmupTime())) {
      raised =
          raised.then(
              new WarmupRaised(
                  to.warmupIterations(),
                  to.warmupTime(),
                  from.warmupIterations(),
                  from.warmupTime(),
                  CompareSettings.WARMUP));
    }
    if (to.iterations() != from.iterations()) {
      raised =
          raised.then(
              new IterationsRaised(to.iterations(), from.iterations(), CompareSettings.ITERATIONS));
    }
    return raised;
  }
}
