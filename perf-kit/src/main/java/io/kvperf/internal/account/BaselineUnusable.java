package io.kvperf.internal.account;

import io.kvperf.result.Reason;
import java.util.Objects;
import java.util.Optional;

/** Why the stored baseline of this machine cannot be compared with a result, with what says so. */
public sealed interface BaselineUnusable {
  /** The reason the judgements of the budgets it would have checked carry. */
  Reason reason();

  /** The baseline file of this engine, scale and machine, as reports show it. */
  String file();

  /**
   * This platform does not tell the CPU's model, so no baseline can be known to be this machine's.
   *
   * @param file the baseline file, as reports show it
   */
  record UnknownMachine(String file) implements BaselineUnusable {
    /** Checks the file is named. */
    public UnknownMachine {
      Objects.requireNonNull(file, "file");
    }

    @Override
    public Reason reason() {
      return Reason.UNKNOWN_MACHINE;
    }
  }

  /**
   * No baseline for this engine, scale and machine.
   *
   * @param file the baseline file, as reports show it
   */
  record Missing(String file) implements BaselineUnusable {
    /** Checks the file is named. */
    public Missing {
      Objects.requireNonNull(file, "file");
    }

    @Override
    public Reason reason() {
      return Reason.NO_BASELINE;
    }
  }

  /**
   * A baseline recorded under another plan, or by a kvperf that kept no per-fork scores.
   *
   * @param file the baseline file, as reports show it
   * @param cause why it is stale
   * @param recordedPlan the plan the baseline was recorded under; empty when it kept none
   * @param plan the plan measured now
   */
  record Stale(String file, Cause cause, Optional<String> recordedPlan, String plan)
      implements BaselineUnusable {
    /** Checks the values are present. */
    public Stale {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(cause, "cause");
      Objects.requireNonNull(recordedPlan, "recordedPlan");
      Objects.requireNonNull(plan, "plan");
    }

    @Override
    public Reason reason() {
      return Reason.STALE_BASELINE;
    }

    /** Why a baseline is stale. */
    public enum Cause {
      /** Recorded by an older kvperf that kept no per-fork scores. */
      NO_FORKS_KEPT,
      /** Recorded under another plan. */
      OTHER_PLAN
    }
  }

  /**
   * A baseline with fewer runs at different times than its calibration needs.
   *
   * @param file the baseline file, as reports show it
   * @param runs the runs it keeps
   * @param runsNeeded the runs a calibration needs
   */
  record TooFewRuns(String file, int runs, int runsNeeded) implements BaselineUnusable {
    /** Checks the file is named. */
    public TooFewRuns {
      Objects.requireNonNull(file, "file");
    }

    @Override
    public Reason reason() {
      return Reason.TOO_FEW_RUNS;
    }
  }
}
