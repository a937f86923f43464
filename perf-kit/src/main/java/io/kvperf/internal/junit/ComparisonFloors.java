package io.kvperf.internal.junit;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.WarmupRaised;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.run.PairedForks;
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
        .withWarmupAtLeast(compare.armFloors().warmup())
        .withIterationsAtLeast(compare.armFloors().iterations());
  }

  /**
   * What the floors changed from {@code declared} to what the forks ran, a line each: the warm-up,
   * then the measured iterations; empty if nothing. Where the forks took turns ({@code inTurns}),
   * they ran at least the turns' floors over {@code measured}, and a line raised by those names
   * {@link CompareSettings#MODE}, so that no line contradicts the account's line of turns.
   */
  static Account raised(ContractRun declared, ContractRun measured, boolean inTurns) {
    MeasurementPlan from = declared.measurement();
    MeasurementPlan floors = measured.measurement();
    MeasurementPlan to = inTurns ? PairedForks.inTurns(measured).measurement() : floors;
    Account raised = Account.EMPTY;
    if (!to.warmup().equals(from.warmup())) {
      raised =
          raised.then(
              new WarmupRaised(
                  to.warmup().iterations(),
                  to.warmup().iterationTime(),
                  from.warmup().iterations(),
                  from.warmup().iterationTime(),
                  to.warmup().equals(floors.warmup())
                      ? CompareSettings.WARMUP
                      : CompareSettings.MODE));
    }
    if (to.measured().iterations() != from.measured().iterations()) {
      raised =
          raised.then(
              new IterationsRaised(
                  to.measured().iterations(),
                  from.measured().iterations(),
                  to.measured().iterations() == floors.measured().iterations()
                      ? CompareSettings.ITERATIONS
                      : CompareSettings.MODE));
    }
    return raised;
  }
}
