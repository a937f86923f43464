package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.ONE_FIGURE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BetaOrigin;
import io.kvperf.internal.account.CalibrationShortfall;
import io.kvperf.internal.account.ForkBoundary;
import io.kvperf.internal.account.Worsening;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.gate.ScoreComparison.Step;
import io.kvperf.internal.stats.BetaSource;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.result.Figure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A baseline recorded in a quiet window (the scenario of
 * docs/records/2026-11-24-quiet-window-baselines.md): three runs in which the machine did not move,
 * the engine's forks steadier than their ratio to the reference, as an outside project measured (σ
 * raw 0.054, σ plain ratio 0.095). A least-squares slope over these forks is about 0, which made
 * the gate judge raw throughput and fail the next slow hour of the machine.
 */
class QuietWindowTest {
  /** The engine's fork-to-fork factors, the same in every run. */
  static final double[] ENGINE = {1.05, 0.95, 1.0, 1.03, 0.97};

  /** The reference's, unrelated to the engine's (its own layout and JIT noise). */
  static final double[] REFERENCE = {0.92, 1.08, 1.0, 1.1, 0.9};

  /** Three runs two minutes apart in which the machine stood still. */
  private static final List<ForkFigure> QUIET = quietRuns();

  private static final Calibration CALIBRATION = Calibration.of(QUIET);

  private static List<ForkFigure> quietRuns() {
    List<ForkFigure> forks = new ArrayList<>();
    for (String run : List.of("20:00", "20:02", "20:04")) {
      for (int fork = 0; fork < ENGINE.length; fork++) {
        forks.add(new ForkFigure(run, 1_300_000 * ENGINE[fork], 2_000_000 * REFERENCE[fork]));
      }
    }
    return forks;
  }

  /** Five forks with the machine at {@code machine} of its calibrated speed. */
  private static List<ForkFigure> check(double machine, double engineChange) {
    return check(machine, 1, engineChange);
  }

  /**
   * Five forks with the machine at {@code machine} of its calibrated speed, the engine following it
   * with {@code engineSlope}, and changed by {@code engineChange} of its own.
   */
  static List<ForkFigure> check(double machine, double engineSlope, double engineChange) {
    List<ForkFigure> forks = new ArrayList<>();
    for (int fork = 0; fork < ENGINE.length; fork++) {
      // Shifted by one so the check's forks pair the factors differently than the baseline's.
      int other = (fork + 1) % ENGINE.length;
      forks.add(
          new ForkFigure(
              "now",
              1_300_000 * Math.pow(machine, engineSlope) * engineChange * ENGINE[fork],
              2_000_000 * machine * REFERENCE[other]));
    }
    return forks;
  }

  @Test
  void theFixtureIsAQuietWindowWhosePooledSlopeIsAboutZero() {
    assertThat(CALIBRATION.plainSpreads().sigmaRaw())
        .isLessThan(CALIBRATION.plainSpreads().sigmaPlainRatio());
    assertThat(Math.abs(pooledSlope(QUIET))).as("the old rule's β").isLessThan(0.1);
  }

  @Test
  void aQuietWindowCannotMeasureBetaSoTheEngineIsAssumedToFollowTheMachine() {
    assertThat(CALIBRATION.normalisation().betaSource()).isEqualTo(BetaSource.ASSUMED);
    assertThat(CALIBRATION.normalisation().beta()).isEqualTo(1);
    assertThat(CALIBRATION.normalisation().referenceDriftLn()).isZero();
    assertThat(CALIBRATION.spread().sigmaRun())
        .as("the drift the runs did not see, times τ")
        .isCloseTo(GateRule.SLOPE_UNCERTAINTY * GateRule.MACHINE_DRIFT_LN, within(1e-12));
    // However many forks a run has, the boundary cannot come closer than z standard errors of the
    // between-run part: σ run · √(1 + 1/runs).
    double anyForks =
        1
            - Math.exp(
                -GateRule.boundaryStandardErrors(1)
                    * GateRule.SLOPE_UNCERTAINTY
                    * GateRule.MACHINE_DRIFT_LN
                    * Math.sqrt(1 + 1.0 / CALIBRATION.runs()));
    BaselineCalibration line = CalibrationSummary.line(CALIBRATION, "throughput", 5, ONE_FIGURE);
    assertThat(line.spreads().beta()).isEqualTo(1);
    assertThat(line.beta())
        .isEqualTo(new BetaOrigin(BetaOrigin.Source.ASSUMED_TOO_LITTLE_DRIFT, 0, Optional.empty()));
    assertThat(line.boundary()).isEqualTo(ONE_FIGURE.boundary());
    assertThat(line.boundary().figures()).isEqualTo(1);
    assertThat(line.anyForksPercent()).isCloseTo(100 * anyForks, within(1e-6));
  }

  @Test
  void anUpdateSaysHowManyForksWouldSupportABudgetTheCalibrationCannot() {
    double budget = -Math.log(0.9);
    assertThat(shortfall(10)).isPresent();
    int needed = (int) shortfall(10).orElseThrow().forksPerRunNeeded().getAsLong();
    double z = GateRule.boundaryStandardErrors(1);
    // n forks per run in the baseline, n + n in the check: the standard error the gate will use.
    assertThat(z * CALIBRATION.standardError(2 * needed, 1.0 / needed)).isLessThanOrEqualTo(budget);
    assertThat(z * CALIBRATION.standardError(2 * needed - 2, 1.0 / (needed - 1)))
        .isGreaterThan(budget);
    assertThat(shortfall(50)).as("a budget the calibration supports").isEmpty();
  }

  @Test
  void anUpdateSaysNoNumberOfForksCanBeatSigmaRun() {
    CalibrationShortfall shortfall = shortfall(5).orElseThrow();
    assertThat(shortfall.figure()).isEqualTo("throughput");
    assertThat(shortfall.worsening()).isEqualTo(Worsening.DROP);
    assertThat(shortfall.tolerancePercent()).isEqualTo(5);
    assertThat(shortfall.forks()).isEqualTo(5);
    assertThat(shortfall.boundaryPercent()).as("fails only beyond the budget").isGreaterThan(5);
    assertThat(shortfall.forksPerRunNeeded()).as("no number of forks would").isEmpty();
    assertThat(shortfall.runSharePercent()).isCloseTo(7.9, within(0.05));
  }

  private static Optional<CalibrationShortfall> shortfall(double dropPercent) {
    return CalibrationSummary.shortfall(
        CALIBRATION, "throughput", Budgets.throughputDrop(dropPercent), 5, ONE_FIGURE);
  }

  @Test
  void engineAndReferenceBoth25PercentSlowerDoNotFail() {
    List<ForkFigure> slowHour = check(0.75, 1);
    // Under the old rule's β ≈ 0 the score is raw throughput: 25 % down against a 10 % budget.
    double rawDrop = 1 - mean(slowHour, true) / mean(QUIET, true);
    assertThat(rawDrop).as("the premise: raw throughput fell by a quarter").isGreaterThan(0.2);

    ScoreComparison first =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, QUIET, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .first(slowHour, slowHour.size());
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, QUIET, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(slowHour, check(0.75, 1));
    assertThat(first.step()).isEqualTo(Step.PASS_EARLY);
    assertThat(confirmed.step()).isEqualTo(Step.PASS);
    assertThat(first.outsideLn()).isCloseTo(Math.log(0.75), within(0.02));
    assertThat(first.line(Direction.DROP, 10).boundary().extrapolated())
        .hasValueSatisfying(
            outside -> {
              assertThat(outside.speed()).isEqualTo(ForkBoundary.Speed.SLOWER);
              assertThat(outside.percent()).isCloseTo(25, within(0.5));
            });
  }

  @Test
  void aRealRegressionStillFailsWhenTheMachineIsSlowerThanCalibrated() {
    // Engine 30 % slower by itself, on a machine 25 % slower: beyond the widened boundary under
    // every slope within τ of 1.
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, QUIET, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(check(0.75, 0.7), check(0.75, 0.7));
    assertThat(confirmed.step()).isEqualTo(Step.FAIL);
    assertThat(confirmed.boundaryLn())
        .as("the boundary includes τ times the extrapolation")
        .isGreaterThan(GateRule.SLOPE_UNCERTAINTY * -Math.log(0.75));
  }

  @Test
  void aRunInsideTheCalibratedRangeIsNotNamedOutsideIt() {
    ScoreComparison first =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, QUIET, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .first(check(1, 1), ENGINE.length);
    assertThat(first.line(Direction.DROP, 10).boundary().extrapolated()).isEmpty();
  }

  private static double mean(List<ForkFigure> forks, boolean engine) {
    return forks.stream().mapToDouble(f -> engine ? f.engine() : f.reference()).average().orElse(0);
  }

  private static double pooledSlope(List<ForkFigure> forks) {
    double x = 0;
    double y = 0;
    for (ForkFigure f : forks) {
      x += Math.log(f.reference());
      y += Math.log(f.engine());
    }
    x /= forks.size();
    y /= forks.size();
    double sxy = 0;
    double sxx = 0;
    for (ForkFigure f : forks) {
      sxy += (Math.log(f.reference()) - x) * (Math.log(f.engine()) - y);
      sxx += (Math.log(f.reference()) - x) * (Math.log(f.reference()) - x);
    }
    return sxy / sxx;
  }
}
