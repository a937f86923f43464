package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.EngineRatio;
import io.kvperf.internal.account.FigureNotInBaseline;
import io.kvperf.internal.account.FigureRise;
import io.kvperf.internal.account.GcPauseBeyondLimit;
import io.kvperf.internal.account.GcShareBeyondLimit;
import io.kvperf.internal.account.InvalidBaselineFigure;
import io.kvperf.internal.account.LatencyRatioEstimate;
import io.kvperf.internal.account.LatencyRatioUnmeasured;
import io.kvperf.internal.account.RatioStanding;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Verdict;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * The words of a budget's line in the gate's account ({@link GateAccountText}'s table names them):
 * a GC limit broken, a figure's rise against its baseline, a ratio to another engine or operation
 * measured in the same run.
 */
final class BudgetText {
  private BudgetText() {}

  /** {@code figure: not compared, the baseline has no such figure; …}. */
  static String notInBaseline(FigureNotInBaseline line) {
    return line.key().label()
        + ": not compared, the baseline has no such figure; record it again with"
        + " -Dkvperf.baseline=update";
  }

  /** {@code latency of GET relative to PUT: FAILED, no fork timed both (…)}. */
  static String latencyUnmeasured(LatencyRatioUnmeasured line) {
    return String.format(
        Locale.ROOT,
        "%s: FAILED, no fork timed both (%d forks); budget: at least %s",
        latency(line.of(), line.to()),
        line.forks(),
        GateNumbers.budget(line.atLeast()));
  }

  static String gcPause(GcPauseBeyondLimit line) {
    return String.format(
        Locale.ROOT,
        "GC max pause %s in measured iteration %d exceeds the budget of %s"
            + " (that iteration: %d pauses, %s in total)",
        GateNumbers.duration(line.longestPause()),
        line.iteration(),
        GateNumbers.duration(line.limit()),
        line.pauses(),
        GateNumbers.duration(line.totalPause()));
  }

  static String gcShare(GcShareBeyondLimit line) {
    return String.format(
        Locale.ROOT,
        "GC pauses took %.2f%% of wall time in the measured iterations (%d pauses, %s),"
            + " more than the budget of %s%%",
        line.sharePercent(),
        line.pauses(),
        GateNumbers.duration(line.totalPause()),
        GateNumbers.budget(line.limitPercent()));
  }

  static String rise(FigureRise line) {
    String budget = "a rise of at most " + GateNumbers.budget(line.tolerancePercent()) + "%";
    if (line.verdict() == Verdict.FAILED) {
      return String.format(
          Locale.ROOT,
          "%s rose %.1f%% against the baseline (budget: %s): %s",
          line.key().label(),
          line.risePercent(),
          budget,
          figures(line));
    }
    return line.key().label() + " held: " + figures(line) + " (budget: " + budget + ")";
  }

  /** {@code baseline 1.20 ms, measured 1.31 ms}: the figure both ways, in its unit. */
  private static String figures(FigureRise line) {
    String unit = line.key().unit().symbol();
    return "baseline "
        + GateNumbers.figure(line.baseline())
        + " "
        + unit
        + ", measured "
        + GateNumbers.figure(line.measured())
        + " "
        + unit;
  }

  static String invalid(InvalidBaselineFigure line) {
    return String.format(
        Locale.ROOT,
        "%s: the baseline's figure is %s %s, not %s, so no budget can be held to it; repair the"
            + " baseline file, or delete the entry and re-record it with"
            + " -Dkvperf.baseline=update",
        line.key().label(),
        line.baseline(),
        line.key().unit().symbol(),
        line.validRange());
  }

  static String engineRatio(EngineRatio line) {
    RatioStanding standing = line.standing();
    return String.format(
        Locale.ROOT,
        "%s: %s, ratio %s (95 %%, %d pairs of interleaved forks; %,.0f"
            + " against %,.0f ops/s); budget: at least %s",
        new Figure.EngineRatio(line.engine()).label(),
        state(standing),
        ratio(standing),
        standing.pairs(),
        line.opsPerSecond(),
        line.otherOpsPerSecond(),
        GateNumbers.budget(standing.atLeast()));
  }

  static String latencyRatio(LatencyRatioEstimate line) {
    RatioStanding standing = line.standing();
    return String.format(
        Locale.ROOT,
        "%s: %s, ratio %s (95 %%, %d of %d forks, each its own ratio of means of the fastest"
            + " %s %%; %s against %s ns); budget: at least %s",
        latency(line.of(), line.to()),
        state(standing),
        ratio(standing),
        standing.pairs(),
        line.forks(),
        GateNumbers.budget(line.trimmedPercent()),
        nanos(line.ofMeanNanos()),
        nanos(line.toMeanNanos()),
        GateNumbers.budget(standing.atLeast()));
  }

  /** {@code latency of get relative to put}: the figure of a latency ratio's budget. */
  private static String latency(Operation of, Operation to) {
    return new Figure.OperationRatio(of, to).label();
  }

  /** {@code 1,234} nanoseconds, or {@code none} where no fork measured them. */
  private static String nanos(OptionalDouble meanNanos) {
    return meanNanos.isPresent()
        ? String.format(Locale.ROOT, "%,.0f", meanNanos.getAsDouble())
        : "none";
  }

  /** {@code FAILED}, {@code held}, or {@code not refuted (the interval reaches 2.0)}. */
  private static String state(RatioStanding standing) {
    return switch (standing.state()) {
      case FAILED -> "FAILED";
      case HELD -> "held";
      case NOT_REFUTED -> "not refuted (the interval reaches " + standing.atLeast() + ")";
    };
  }

  /** {@code 2.215 [1.987, 2.469]}, or the ratio alone from one pair. */
  private static String ratio(RatioStanding standing) {
    Estimate estimate = standing.estimate();
    return standing.pairs() < 2
        ? String.format(Locale.ROOT, "%.3f", estimate.ratio())
        : String.format(
            Locale.ROOT, "%.3f [%.3f, %.3f]", estimate.ratio(), estimate.low(), estimate.high());
  }
}
