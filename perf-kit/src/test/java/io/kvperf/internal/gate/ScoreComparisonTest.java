package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.ONE_FIGURE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.gate.ScoreComparison.Step;
import io.kvperf.internal.stats.BetaSource;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.result.Figure;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sequential decision on known forks. The baseline's runs saw the machine at three speeds (its
 * reference at 100, 120 and 80) and the engine followed it exactly, so β = 1 is measured and the
 * runs leave no drift unseen; new forks run at the reference's middle speed unless a test says.
 */
class ScoreComparisonTest {
  /** Three runs of three forks, 2 % apart within a run, the runs' normalised means equal. */
  private static final List<ForkFigure> BASELINE =
      List.of(
          new ForkFigure("a", 100, 100),
          new ForkFigure("a", 102, 100),
          new ForkFigure("a", 98, 100),
          new ForkFigure("b", 101 * 1.2, 120),
          new ForkFigure("b", 99 * 1.2, 120),
          new ForkFigure("b", 100 * 1.2, 120),
          new ForkFigure("c", 100 * 0.8, 80),
          new ForkFigure("c", 98 * 0.8, 80),
          new ForkFigure("c", 102 * 0.8, 80));

  private static final Calibration CALIBRATION = Calibration.of(BASELINE);

  private static List<ForkFigure> forks(double... values) {
    List<ForkFigure> forks = new ArrayList<>();
    for (double value : values) {
      forks.add(new ForkFigure("now", value, 100));
    }
    return forks;
  }

  @Test
  void theFixturesCalibrationMeasuredBetaOneAndSawTheMachinesDrift() {
    assertThat(CALIBRATION.normalisation().betaSource()).isEqualTo(BetaSource.RUNS);
    assertThat(CALIBRATION.normalisation().beta()).isCloseTo(1, within(0.02));
    assertThat(CALIBRATION.normalisation().referenceDriftLn())
        .isGreaterThan(GateRule.MACHINE_DRIFT_LN);
  }

  private static ScoreComparison first(List<ForkFigure> round, double tolerance) {
    return new ScoreComparison.Question(
            Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, tolerance, ONE_FIGURE)
        .first(round, round.size());
  }

  @Test
  void anUnchangedRunPassesAfterTheFirstRound() {
    ScoreComparison comparison = first(forks(100, 101, 99), 10);
    assertThat(comparison.step()).isEqualTo(Step.PASS_EARLY);
    assertThat(comparison.worseningLn()).isCloseTo(0, within(1e-3));
    assertThat(comparison.boundaryLn()).isCloseTo(-Math.log(0.9), within(1e-12));
    assertThat(comparison.widened()).isFalse();
  }

  @Test
  void aDropNearTheBoundaryIsConfirmedBeforeItFails() {
    ScoreComparison comparison = first(forks(85, 86, 84), 10);
    assertThat(comparison.step()).isEqualTo(Step.CONFIRM);
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(forks(85, 86, 84), forks(84, 85, 86));
    assertThat(confirmed.step()).isEqualTo(Step.FAIL);
    assertThat(confirmed.forks()).isEqualTo(6);
    assertThat(confirmed.ratioWithInterval(Direction.DROP)[0]).isCloseTo(0.85, within(0.002));
  }

  @Test
  void aConfirmationRoundThatDisagreesPasses() {
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(forks(85, 86, 84), forks(100, 99, 101));
    assertThat(confirmed.step()).isEqualTo(Step.PASS);
  }

  @Test
  void freshForksThatAreOnlyJustInsideStillAgree() {
    // Together 12 % down; the fresh forks alone 9 %, inside the 10 % boundary but not clearly (by
    // 1.5 of their standard errors): they agree, and the drop fails.
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(forks(85, 85, 85), forks(91, 91, 91));
    assertThat(confirmed.step()).isEqualTo(Step.FAIL);
  }

  @Test
  void freshForksClearlyInsideTheBoundaryDisagree() {
    // Together 18 % down, but the fresh forks alone only 5 %: not agreed, so not failed.
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(forks(70, 70, 70), forks(95, 95, 95));
    assertThat(confirmed.worseningLn()).isGreaterThan(-Math.log(0.9));
    assertThat(confirmed.step()).isEqualTo(Step.PASS);
  }

  @Test
  void aRiseOfLatencyIsWorseWhereADropOfThroughputIs() {
    ScoreComparison rise =
        new ScoreComparison.Question(
                new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY)),
                BASELINE,
                CALIBRATION,
                Direction.RISE,
                10,
                ONE_FIGURE)
            .first(forks(130, 130, 130), 3);
    assertThat(rise.step()).isEqualTo(Step.CONFIRM);
    assertThat(rise.worseningLn()).isCloseTo(Math.log(1.3), within(1e-3));
    ScoreComparison fall =
        new ScoreComparison.Question(
                new Figure.Measured(MetricKey.of(Operation.GET, Statistic.P99_LATENCY)),
                BASELINE,
                CALIBRATION,
                Direction.RISE,
                10,
                ONE_FIGURE)
            .first(forks(70, 70, 70), 3);
    assertThat(fall.step()).isEqualTo(Step.PASS_EARLY);
  }

  @Test
  void aToleranceTighterThanTheSpreadIsWidenedToTheBuildsShareOfFalseAlarms() {
    ScoreComparison comparison = first(forks(100, 100, 100), 0.1);
    assertThat(comparison.widened()).isTrue();
    double confirmedError =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 0.1, ONE_FIGURE)
            .confirmed(forks(100, 100, 100), forks(100, 100, 100))
            .standardErrorLn();
    assertThat(comparison.boundaryLn())
        .isCloseTo(GateRule.boundaryStandardErrors(1) * confirmedError, within(1e-12));
    assertThat(comparison.line(Direction.DROP, 0.1).boundary().widened())
        .hasValue(new ForkBoundary.Widened(0.1, ONE_FIGURE.boundary()));
  }

  @Test
  void theIntervalOfTheRatioIsNeverBelowZero() {
    ScoreComparison comparison = first(forks(1, 1, 1), 10);
    double[] ratio = comparison.ratioWithInterval(Direction.DROP);
    assertThat(ratio[1]).isPositive().isLessThan(ratio[0]);
    assertThat(ratio[2]).isGreaterThan(ratio[0]);
  }
}
