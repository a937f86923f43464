package io.kvperf.internal.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** β and the spread of the scores, from known forks. */
class CalibrationTest {
  private static final double[] FORK_NOISE = {1.05, 0.95, 1.0};

  /**
   * Three runs at machine speeds 1, 0.5 and 2; in each, three forks whose engine varies by {@code
   * FORK_NOISE} and whose reference moves with the machine as {@code speed^referenceExponent}.
   */
  private static List<ForkFigure> forks(double engineFollowsMachine, boolean forkNoiseShared) {
    List<ForkFigure> forks = new ArrayList<>();
    double[] speeds = {1, 0.5, 2};
    for (int run = 0; run < speeds.length; run++) {
      for (double noise : FORK_NOISE) {
        double speed = speeds[run];
        forks.add(
            new ForkFigure(
                "run" + run,
                100 * Math.pow(speed, engineFollowsMachine) * noise,
                200 * speed * (forkNoiseShared ? noise : 1)));
      }
    }
    return forks;
  }

  @Test
  void anEngineThatMovesWithTheReferenceGetsBetaOneAndLosesTheMachinesSpeed() {
    Calibration calibration = Calibration.of(forks(1, true));
    assertThat(calibration.normalisation().beta()).isCloseTo(1, within(1e-9));
    assertThat(calibration.spread().sigmaFork()).isCloseTo(0, within(1e-9));
    assertThat(calibration.spread().sigmaRun()).isCloseTo(0, within(1e-9));
    assertThat(calibration.plainSpreads().sigmaRaw())
        .as("raw: the 4x machine spread")
        .isGreaterThan(0.5);
    assertThat(calibration.plainSpreads().sigmaPlainRatio()).isCloseTo(0, within(1e-9));
    assertThat(calibration.runs()).isEqualTo(3);
    assertThat(calibration.forks()).isEqualTo(9);
  }

  @Test
  void anEngineHalfAsSensitiveAsTheReferenceGetsBetaOneHalf() {
    Calibration calibration = Calibration.of(forks(0.5, false));
    // ln E = 0.5 ln s + ln noise, ln R = ln s: the slope is 0.5 and the fork noise remains.
    assertThat(calibration.normalisation().beta()).isCloseTo(0.5, within(1e-9));
    double forkSigma = Math.sqrt(variance(FORK_NOISE));
    assertThat(calibration.spread().sigmaFork()).isCloseTo(forkSigma, within(1e-9));
    assertThat(calibration.spread().sigmaRun()).isCloseTo(0, within(1e-9));
    assertThat(calibration.plainSpreads().sigmaPlainRatio())
        .as("the plain ratio keeps half the machine's spread")
        .isGreaterThan(0.3);
  }

  @Test
  void anEngineDeafToTheReferenceGetsBetaZeroAndItsRunMeansSpreadLessTheForkShareIsSigmaRun() {
    List<ForkFigure> forks = new ArrayList<>();
    double[] engineLevel = {100, 110, 90};
    for (int run = 0; run < 3; run++) {
      for (double noise : FORK_NOISE) {
        forks.add(new ForkFigure("run" + run, engineLevel[run] * noise, 200 * (1 + run)));
      }
    }
    Calibration calibration = Calibration.of(forks);
    // The reference doubles and triples while the engine wanders by itself: no useful slope.
    assertThat(calibration.normalisation().beta()).isCloseTo(0, within(0.05));
    assertThat(calibration.normalisation().beta()).isZero();
    // Every run has the same fork noise, so its mean score is its level times the same factor.
    double noise = Math.log(FORK_NOISE[0] * FORK_NOISE[1] * FORK_NOISE[2]) / 3;
    double[] means = {Math.log(100) + noise, Math.log(110) + noise, Math.log(90) + noise};
    double forkShare = variance(FORK_NOISE) / FORK_NOISE.length;
    assertThat(calibration.spread().sigmaFork())
        .isCloseTo(Math.sqrt(variance(FORK_NOISE)), within(1e-9));
    assertThat(calibration.spread().sigmaRun())
        .isCloseTo(Math.sqrt(varianceOf(means) - forkShare), within(1e-9));
  }

  @Test
  void runMeansNoFartherApartThanTheirForksExplainKeepAQuarterOfTheirVarianceAsBetweenRuns() {
    // Two runs of two forks: normalised scores ln 1.1, ln 0.9 in run a, ln 1.2, ln 0.85 in run b.
    // The run means lie closer together than forks of this spread make likely, so the subtraction
    // would leave nothing. The reference triples between the runs, more than the machine's known
    // drift, so no drift is left unseen and the quarter is what remains.
    List<ForkFigure> forks =
        List.of(
            new ForkFigure("a", 110, 100),
            new ForkFigure("a", 90, 100),
            new ForkFigure("b", 120 * 3, 300),
            new ForkFigure("b", 85 * 3, 300));
    Calibration calibration = Calibration.of(forks);
    assertThat(calibration.normalisation().beta()).as("two runs cannot measure β").isEqualTo(1);
    double meanA = (Math.log(1.1) + Math.log(0.9)) / 2;
    double meanB = (Math.log(1.2) + Math.log(0.85)) / 2;
    double runMeans = varianceOf(new double[] {meanA, meanB});
    double forkShare = calibration.spread().sigmaFork() * calibration.spread().sigmaFork() / 2;
    assertThat(runMeans).as("the fixture's premise").isLessThan(forkShare);
    assertThat(calibration.spread().sigmaRun())
        .isCloseTo(Math.sqrt(GateRule.MIN_RUN_SHARE * runMeans), within(1e-12));
  }

  @Test
  void withoutAReferenceTheWholeKnownDriftOfTheMachineIsBetweenRuns() {
    // Raw figures move with the machine, and nothing here sees the machine: σ run is at least the
    // known drift, times a slope of 1 + τ.
    List<ForkFigure> forks =
        List.of(
            new ForkFigure("a", 100, Double.NaN),
            new ForkFigure("a", 101, Double.NaN),
            new ForkFigure("b", 100, Double.NaN),
            new ForkFigure("b", 101, Double.NaN),
            new ForkFigure("c", 100, Double.NaN),
            new ForkFigure("c", 101, Double.NaN));
    Calibration calibration = Calibration.of(forks);
    assertThat(calibration.normalisation().betaSource()).isEqualTo(BetaSource.NONE);
    assertThat(calibration.spread().sigmaRun())
        .isCloseTo((1 + GateRule.SLOPE_UNCERTAINTY) * GateRule.MACHINE_DRIFT_LN, within(1e-12));
  }

  @Test
  void withoutAReferenceBetaIsZeroAndScoresAreRawLogarithms() {
    List<ForkFigure> forks =
        List.of(
            new ForkFigure("a", 100, Double.NaN),
            new ForkFigure("a", 110, Double.NaN),
            new ForkFigure("b", 90, Double.NaN));
    Calibration calibration = Calibration.of(forks);
    assertThat(calibration.normalisation().beta()).isZero();
    assertThat(calibration.plainSpreads().sigmaPlainRatio()).isNaN();
    assertThat(calibration.score(forks.get(0))).isCloseTo(Math.log(100), within(1e-12));
  }

  @Test
  void aRoundedCalibrationKeepsSixSignificantDigitsOfEachGroupsFiguresAndItsCountsAsTheyAre() {
    Calibration calibration =
        new Calibration(
            new Normalisation(
                0.123456789,
                BetaSource.LOAD,
                0.0123456789,
                new LoadSlope(3, -0.987654321, 1.0, 0.5)),
            new ScoreSpread(0.0111111111, 0.0222222222),
            new PlainSpreads(0.333333333, Double.NaN),
            3,
            9);

    assertThat(calibration.rounded())
        .isEqualTo(
            new Calibration(
                new Normalisation(
                    0.123457, BetaSource.LOAD, 0.0123457, new LoadSlope(3, -0.987654, 1.0, 0.5)),
                new ScoreSpread(0.0111111, 0.0222222),
                new PlainSpreads(0.333333, Double.NaN),
                3,
                9));
    Calibration older =
        new Calibration(
            new Normalisation(1, null, null, null),
            new ScoreSpread(0.5, 0.25),
            new PlainSpreads(1, 1),
            2,
            4);
    assertThat(older.rounded()).isEqualTo(older);
    assertThat(older.slopeError())
        .as("β's source unknown: as if assumed")
        .isEqualTo(BetaSource.ASSUMED.slopeError());
  }

  private static double variance(double[] noise) {
    double[] logs = new double[noise.length];
    for (int i = 0; i < noise.length; i++) {
      logs[i] = Math.log(noise[i]);
    }
    return varianceOf(logs);
  }

  private static double varianceOf(double[] values) {
    double mean = 0;
    for (double v : values) {
      mean += v;
    }
    mean /= values.length;
    double sum = 0;
    for (double v : values) {
      sum += (v - mean) * (v - mean);
    }
    return sum / (values.length - 1);
  }
}
