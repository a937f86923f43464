package io.kvperf.internal.report;

import static io.kvperf.internal.report.LineWords.words;

import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BaselineNotCompared;
import io.kvperf.internal.account.BaselineNotRecorded;
import io.kvperf.internal.account.BaselineUnusable;
import io.kvperf.internal.account.BaselineWritten;
import io.kvperf.internal.account.CalibrationShortfall;
import io.kvperf.internal.account.CalibrationSpan;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.internal.account.FigureNotInBaseline;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.account.GateLine;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.GcShareBeyondLimit;
import io.kvperf.internal.account.InvalidBaselineFigure;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.LatencyRatioUnmeasured;
import io.kvperf.internal.account.LoadSlowdown;
import io.kvperf.internal.account.MeasuredOn;
import io.kvperf.internal.account.MovedFigure;
import io.kvperf.internal.account.OtherCpuBaseline;
import io.kvperf.internal.account.PlanMoved;
import io.kvperf.internal.account.QuietCalibrationWindow;
import io.kvperf.internal.account.RawThroughput;
import io.kvperf.internal.account.Worsening;
import io.kvperf.result.Judgement.Estimate;
import java.util.Locale;

/**
 * The words of the stored-baseline gate's account and of the ratio budgets measured in the same run
 * ({@link GateLine}): the budgets that failed or held, the forks compared, the baseline that could
 * not be, the ratios. Its table names, for each kind of line, what writes it: a budget's lines are
 * {@link BudgetText}'s, an update's {@link BaselineUpdateText}'s.
 */
final class GateAccountText {
  private static final LineWords<GateLine> WORDS =
      new LineWords<>(
          words(GateNotice.class, GateAccountText::notice),
          words(MeasuredOn.class, GateAccountText::measuredOn),
          words(BaselineNotCompared.class, GateAccountText::notCompared),
          words(OtherCpuBaseline.class, GateAccountText::otherCpu),
          words(RawThroughput.class, GateAccountText::rawThroughput),
          words(BaselineNotRecorded.class, GateAccountText::notRecorded),
          words(ForkComparison.class, line -> comparison(line) + extrapolated(line)),
          words(GcPauseBeyondLimit.class, BudgetText::gcPause),
          words(GcShareBeyondLimit.class, BudgetText::gcShare),
          words(FigureRise.class, BudgetText::rise),
          words(FigureNotInBaseline.class, BudgetText::notInBaseline),
          words(InvalidBaselineFigure.class, BudgetText::invalid),
          words(EngineRatio.class, BudgetText::engineRatio),
          words(LatencyRatioEstimate.class, BudgetText::latencyRatio),
          words(LatencyRatioUnmeasured.class, BudgetText::latencyUnmeasured),
          words(BaselineWritten.class, BaselineUpdateText::written),
          words(BaselineCalibration.class, BaselineUpdateText::calibration),
          words(CalibrationShortfall.class, BaselineUpdateText::shortfall),
          words(CalibrationSpan.class, BaselineUpdateText::span),
          words(LoadSlowdown.class, BaselineUpdateText::slowdown),
          words(QuietCalibrationWindow.class, BaselineUpdateText::quiet),
          words(MovedFigure.class, BaselineUpdateText::moved),
          words(PlanMoved.class, BaselineUpdateText::plan));

  private GateAccountText() {}

  /** The text of {@code line}: one line, or several for a stale baseline's plans. */
  static String of(GateLine line) {
    return WORDS
        .of(line)
        .orElseThrow(() -> new IllegalArgumentException("no words for " + line.getClass()));
  }

  private static String measuredOn(MeasuredOn on) {
    return "  ["
        + on.engine()
        + ", scale "
        + on.scale()
        + ", on "
        + on.environment().describe()
        + "]";
  }

  private static String otherCpu(OtherCpuBaseline other) {
    return "compared with the baseline recorded on "
        + other.cpuModel()
        + " under the same JVM, flags and heap: machine-independent figures only";
  }

  private static String rawThroughput(RawThroughput raw) {
    return String.format(
        Locale.ROOT,
        "raw throughput (mean of fork medians): %,.0f ops/s now, %,.0f in the baseline (%+.1f%%)",
        raw.nowOpsPerSecond(),
        raw.baselineOpsPerSecond(),
        (raw.nowOpsPerSecond() / raw.baselineOpsPerSecond() - 1) * 100);
  }

  private static String notRecorded(BaselineNotRecorded notRecorded) {
    return "not recorded as the baseline: the run breaks its absolute budgets; "
        + notRecorded.file()
        + " is unchanged";
  }

  private static String notice(GateNotice notice) {
    return switch (notice) {
      case BASELINES_OFF -> "baselines are off (kvperf.baseline=off)";
      case NO_BUDGET_AGAINST_BASELINE ->
          "not checked: the contract has no budget against a baseline";
      case DOSSIER_NEEDS_A_COMPARISON ->
          "  why: a stored baseline is figures, not a build to profile; to see why, compare this"
              + " build with the last one that passed, in one run, and a FAILED comparison makes a"
              + " regression dossier: -Dkvperf.compare=git:<that commit> (this project at that"
              + " commit), or -Dkvperf.compare=<group>:<artifact>:<the previous version> after an"
              + " engine upgrade (docs/dossier.md)";
    };
  }

  private static String notCompared(BaselineNotCompared line) {
    String why =
        (line.scope() == BaselineNotCompared.Scope.MACHINE_BOUND ? "throughput and p99: " : "")
            + unusable(line.why());
    return switch (line.effect()) {
      case FAILED_IN_STRICT_MODE -> why + " (strict mode)";
      case NOT_CHECKED -> "not checked: " + why;
      case NO_BUDGET ->
          "not checked: the contract has no budget against a baseline (and " + why + ")";
      case LIMITS_HELD -> "GC budgets held; " + why;
    };
  }

  /** Why this machine's baseline cannot be compared, and how to make one that can. */
  static String unusable(BaselineUnusable why) {
    if (why instanceof BaselineUnusable.Missing missing) {
      return "no baseline for this engine, scale and machine in "
          + missing.file()
          + "; record one with -Dkvperf.baseline=update";
    }
    if (why instanceof BaselineUnusable.Stale stale) {
      return "the baseline in "
          + stale.file()
          + " is stale, "
          + (stale.cause() == BaselineUnusable.Stale.Cause.NO_FORKS_KEPT
              ? "recorded by an older kvperf that kept no per-fork scores"
              : "recorded under another plan")
          + "; re-record it with -Dkvperf.baseline=update\n  recorded: "
          + stale.recordedPlan().orElse("(no plan kept)")
          + "\n  now:      "
          + stale.plan();
    }
    if (why instanceof BaselineUnusable.TooFewRuns few) {
      return "the baseline in "
          + few.file()
          + " has "
          + few.runs()
          + " of the "
          + few.runsNeeded()
          + " runs at different times its calibration needs; record more with"
          + " -Dkvperf.baseline=update later";
    }
    return "this platform does not tell the CPU's model, so no baseline can be known to be this"
        + " machine's; throughput and p99 are compared only between two builds in one run"
        + " (-Dkvperf.compare)";
  }

  private static String comparison(ForkComparison line) {
    Estimate ratio = line.ratio();
    ForkBoundary boundary = line.boundary();
    return String.format(
        Locale.ROOT,
        "%s: %s, normalised ratio to the baseline %.3f [%.3f, %.3f] (%d forks against %d in %d"
            + " runs; β %.2f, σ fork %.3f, σ run %.3f); fails beyond a %s of %.1f%%%s",
        line.figure(),
        switch (line.round()) {
          case PASSED_EARLY -> "passed after the first round";
          case CONFIRMING -> "not clearly inside, confirming";
          case PASSED -> "passed";
          case FAILED -> "FAILED, confirmed by fresh forks";
        },
        ratio.ratio(),
        ratio.low(),
        ratio.high(),
        line.forks(),
        line.baseline().forks(),
        line.baseline().runs(),
        line.baseline().beta(),
        line.baseline().sigmaFork(),
        line.baseline().sigmaRun(),
        line.worsening() == Worsening.DROP ? "drop" : "rise",
        boundary.percent(),
        boundary
            .widened()
            .map(
                widened ->
                    String.format(
                        Locale.ROOT,
                        " (the budget's %s%% is tighter than this baseline's A/A spread supports"
                            + " at %s)",
                        GateNumbers.budget(widened.tolerancePercent()),
                        BaselineUpdateText.boundary(widened.gate())))
            .orElse(""));
  }

  /** The machine named as outside the calibration's range, when it is; empty otherwise. */
  private static String extrapolated(ForkComparison line) {
    return line.boundary()
        .extrapolated()
        .map(
            outside ->
                String.format(
                    Locale.ROOT,
                    "; the machine is %.0f%% %s than in any calibration run (the reference's %s),"
                        + " so the normalisation is extrapolated: the boundary includes %.1f"
                        + " points for an engine whose speed follows the machine's up to %.2f off"
                        + " β",
                    outside.percent(),
                    outside.speed() == ForkBoundary.Speed.SLOWER ? "slower" : "faster",
                    line.worsening() == Worsening.DROP ? "throughput" : "p99",
                    outside.allowancePoints(),
                    outside.slopeError()))
        .orElse("");
  }
}
