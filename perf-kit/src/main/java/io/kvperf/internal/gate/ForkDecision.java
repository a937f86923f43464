package io.kvperf.internal.gate;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.ForkComparison;
import io.kvperf.internal.decision.AgainstBaseline;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.FigureKind;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.gate.ScoreComparison.Step;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.Figures;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.GateScores;
import io.kvperf.result.MetricKey;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The sequential decision over forks for every figure the budget names (throughput; the p99 of each
 * operation), by {@link GateRule}: one first round for all, and one confirmation round of fresh
 * forks if any figure asks for it.
 *
 * @param result the result judged, with the confirmation round's forks if one was measured
 * @param checks each judged figure's judgement, and its line: failed, or held
 * @param scores each judged figure's fork scores against the baseline, for the report's chart
 */
record ForkDecision(PerfResult result, Checks checks, List<GateScores> scores) {

  static ForkDecision decide(
      PerfResult result,
      BaselineEntry baseline,
      Budgets budget,
      MoreForks more,
      GatedFigures gated) {
    List<StoredFork> first = stored(result.forks());
    Map<String, Judged> judged = judgedFigures(first, baseline, budget);
    Map<String, ScoreComparison> steps = new LinkedHashMap<>();
    judged.forEach(
        (name, figure) ->
            steps.put(
                name,
                figure
                    .question(baseline, gated)
                    .first(figure.series(first), result.forks().size())));
    PerfResult judgedResult = result;
    if (steps.values().stream().anyMatch(step -> step.step() == Step.CONFIRM)) {
      judgedResult = more.measure(result, result.forks().size());
      List<StoredFork> confirmation =
          stored(judgedResult.forks().subList(result.forks().size(), judgedResult.forks().size()));
      judged.forEach(
          (name, figure) -> {
            if (steps.get(name).step() == Step.CONFIRM) {
              steps.put(
                  name,
                  figure
                      .question(baseline, gated)
                      .confirmed(figure.series(first), figure.series(confirmation)));
            }
          });
    }
    Checks checks = Checks.NONE;
    List<GateScores> scores = new ArrayList<>();
    List<StoredFork> judgedForks = stored(judgedResult.forks());
    for (Map.Entry<String, ScoreComparison> named : steps.entrySet()) {
      ScoreComparison step = named.getValue();
      Judged figure = judged.get(named.getKey());
      ForkComparison line = step.line(figure.direction(), figure.tolerancePercent());
      checks =
          (step.step() == Step.FAIL ? checks.failing(line) : checks.holding(line))
              .judging(step.judgement(figure.direction(), figure.tolerancePercent()));
      List<StoredFork> forks = step.step() == Step.PASS_EARLY ? first : judgedForks;
      scores.add(
          scores(
              figure.figure().label(),
              figure.direction(),
              figure.series(baseline.forks()),
              figure.calibration(),
              figure.series(forks),
              step.boundaryLn()));
    }
    return new ForkDecision(judgedResult, checks, scores);
  }

  /** A figure the budget asks to judge, with what the baseline knows of it. */
  private record Judged(
      Figure figure,
      Direction direction,
      double tolerancePercent,
      Calibration calibration,
      Optional<Operation> operation,
      boolean paired) {
    List<ForkFigure> series(List<StoredFork> forks) {
      return operation
          .map(op -> Figures.p99(forks, op).orElseThrow())
          .orElseGet(() -> Figures.throughput(forks, paired));
    }

    /** This figure's question to {@code baseline}. */
    ScoreComparison.Question question(BaselineEntry baseline, GatedFigures gated) {
      return new ScoreComparison.Question(
          figure, series(baseline.forks()), calibration, direction, tolerancePercent, gated);
    }
  }

  /**
   * Every figure the table gives to this decider ({@link AgainstBaseline#FORKS}) that the budget
   * reads: throughput, and a figure of each operation (the p99) for every operation the baseline
   * calibrated and the new run measured. The calibration is computed from the stored forks, as the
   * stored one was.
   */
  private static Map<String, Judged> judgedFigures(
      List<StoredFork> now, BaselineEntry baseline, Budgets budget) {
    Map<String, Judged> judged = new LinkedHashMap<>();
    for (BudgetFigure figure : BudgetFigure.readAgainstBaseline(AgainstBaseline.FORKS)) {
      OptionalDouble tolerance = budget.tolerancePercent(figure);
      if (tolerance.isEmpty()) {
        continue;
      }
      Direction direction = figure.kind() == FigureKind.DROP ? Direction.DROP : Direction.RISE;
      if (figure.statistics().isEmpty()) {
        // Paired iterations score both sides, or neither: a baseline stored before they were kept
        // is read by the forks' medians, and so is this run.
        boolean paired = StoredFork.allPaired(baseline.forks()) && StoredFork.allPaired(now);
        judged.put(
            BaselineEntry.THROUGHPUT,
            new Judged(
                figure.figure(),
                direction,
                tolerance.getAsDouble(),
                Calibration.of(Figures.throughput(baseline.forks(), paired)),
                Optional.empty(),
                paired));
        continue;
      }
      for (Operation operation : Figures.p99Operations(baseline.forks())) {
        if (Figures.p99(now, operation).isPresent()) {
          judged.put(
              BaselineEntry.p99Figure(operation),
              new Judged(
                  new Figure.Measured(MetricKey.of(operation, Statistic.P99_LATENCY)),
                  direction,
                  tolerance.getAsDouble(),
                  Calibration.of(Figures.p99(baseline.forks(), operation).get()),
                  Optional.of(operation),
                  false));
        }
      }
    }
    return judged;
  }

  private static List<StoredFork> stored(List<ForkResult> forks) {
    return forks.stream().map(fork -> StoredFork.of("now", fork)).toList();
  }

  private static GateScores scores(
      String figure,
      Direction direction,
      List<ForkFigure> baseline,
      Calibration calibration,
      List<ForkFigure> judged,
      double boundaryLn) {
    BaselineLevel level = BaselineLevel.of(baseline, calibration);
    // The forks the level is the mean of: those that ran alone, as the judged ones did.
    Map<String, List<Double>> byRun = calibration.scoresByRun(Calibration.alone(baseline));
    return new GateScores(
        figure,
        direction == Direction.DROP,
        byRun.values().stream()
            .map(scores -> scores.stream().map(score -> ratio(score, level)).toList())
            .toList(),
        judged.stream().map(fork -> ratio(calibration.score(fork), level)).toList(),
        Math.exp(direction == Direction.DROP ? -boundaryLn : boundaryLn));
  }

  private static double ratio(double score, BaselineLevel level) {
    return Math.exp(score - level.meanScore());
  }
}
