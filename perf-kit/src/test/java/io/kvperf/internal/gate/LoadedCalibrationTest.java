package io.kvperf.internal.gate;

import static io.kvperf.internal.store.BaselineFixtures.ONE_FIGURE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BaselineCalibration;
import io.kvperf.internal.account.BetaOrigin;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.ScoreComparison.Direction;
import io.kvperf.internal.gate.ScoreComparison.Step;
import io.kvperf.internal.stats.BetaSource;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.stats.LoadSlope;
import io.kvperf.internal.stats.Moments;
import io.kvperf.internal.stats.ScoreSpread;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.StoredFork;
import io.kvperf.result.Figure;
import io.kvperf.result.ForkResult;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A baseline whose updates ran some forks beside the kit's CPU load: three runs minutes apart in
 * which the machine itself stood still (a quiet window), but the load slowed the reference by 30 %
 * in the loaded forks, and an engine unlike its reference followed with a slope of 0.7 (as H2
 * MVStore did beside a neighbour's build: docs/records/2026-11-25-neighbour-load-slope.md). The
 * fork-to-fork factors are those of {@link QuietWindowTest}: the engine's steadier than the
 * reference's.
 */
class LoadedCalibrationTest {
  private static final double[] ENGINE = QuietWindowTest.ENGINE;
  private static final double[] REFERENCE = QuietWindowTest.REFERENCE;
  private static final double LOAD = 0.7;
  private static final double TRUE_SLOPE = 0.7;

  private static final List<ForkFigure> BASELINE = loadedRuns();
  private static final Calibration CALIBRATION = Calibration.of(BASELINE);

  /** Forks 2 and 4 of each run beside the load. */
  private static boolean loaded(int fork) {
    return fork % 2 == 1;
  }

  /**
   * Each run pairs the forks with the factors rotated by two, so that the loaded forks do not
   * always draw the same ones.
   */
  private static List<ForkFigure> loadedRuns() {
    List<ForkFigure> forks = new ArrayList<>();
    List<String> runs = List.of("20:00", "20:02", "20:04");
    for (int run = 0; run < runs.size(); run++) {
      for (int fork = 0; fork < ENGINE.length; fork++) {
        double machine = loaded(fork) ? LOAD : 1;
        int factor = (fork + 2 * run) % ENGINE.length;
        forks.add(
            new ForkFigure(
                runs.get(run),
                1_300_000 * Math.pow(machine, TRUE_SLOPE) * ENGINE[factor],
                2_000_000 * machine * REFERENCE[factor],
                loaded(fork)));
      }
    }
    return forks;
  }

  /**
   * Five forks with the machine at {@code machine} of its calibrated speed, as the engine follows.
   */
  private static List<ForkFigure> check(double machine, double engineChange) {
    return QuietWindowTest.check(machine, TRUE_SLOPE, engineChange);
  }

  @Test
  void theLoadMeasuresHowTheEngineFollowsTheMachineWhereAQuietWindowCouldNot() {
    assertThat(CALIBRATION.normalisation().betaSource()).isEqualTo(BetaSource.LOAD);
    assertThat(CALIBRATION.normalisation().load().runs()).isEqualTo(3);
    assertThat(CALIBRATION.normalisation().load().shiftLn())
        .isCloseTo(Math.log(LOAD), within(0.05));
    assertThat(CALIBRATION.normalisation().load().standardError())
        .isLessThan(GateRule.SLOPE_UNCERTAINTY);
    assertThat(CALIBRATION.normalisation().beta())
        .isCloseTo(TRUE_SLOPE, within(2 * CALIBRATION.normalisation().load().standardError()));
    BetaOrigin beta = CalibrationSummary.line(CALIBRATION, "throughput", 5, ONE_FIGURE).beta();
    assertThat(beta.source()).isEqualTo(BetaOrigin.Source.LOAD);
    assertThat(beta.load())
        .hasValueSatisfying(
            load -> {
              assertThat(load.referenceMovedPercent()).as("the load slowed it").isNegative();
              assertThat(load.slope()).isEqualTo(CALIBRATION.normalisation().load().slope());
              assertThat(load.slopeStandardError()).isPresent();
              assertThat(load.runs()).isEqualTo(3);
            });
  }

  @Test
  void withoutTheLoadTheSameRunsAssumeOne() {
    List<ForkFigure> alone = BASELINE.stream().filter(fork -> !fork.besideLoad()).toList();
    assertThat(Calibration.of(alone).normalisation().betaSource()).isEqualTo(BetaSource.ASSUMED);
    assertThat(Calibration.of(alone).normalisation().load()).isNull();
  }

  @Test
  void aCheckAsSlowAsTheLoadedForksIsInsideTheCalibratedRangeAndPasses() {
    List<ForkFigure> slowHour = check(0.72, 1);
    ScoreComparison first =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .first(slowHour, slowHour.size());
    assertThat(first.outsideLn()).as("the loaded forks saw this machine state").isZero();
    assertThat(first.step()).isEqualTo(Step.PASS_EARLY);
    assertThat(first.line(Direction.DROP, 10).boundary().extrapolated()).isEmpty();
  }

  @Test
  void aRegressionBesideALoadStillFails() {
    ScoreComparison confirmed =
        new ScoreComparison.Question(
                Figure.Run.THROUGHPUT, BASELINE, CALIBRATION, Direction.DROP, 10, ONE_FIGURE)
            .confirmed(check(0.72, 0.85), check(0.72, 0.85));
    assertThat(confirmed.step()).isEqualTo(Step.FAIL);
    assertThat(confirmed.worseningLn()).isCloseTo(-Math.log(0.85), within(0.03));
  }

  @Test
  void aLoadThatBarelyMovedTheReferenceIdentifiesNothing() {
    List<ForkFigure> forks = new ArrayList<>();
    for (String run : List.of("a", "b", "c")) {
      for (int fork = 0; fork < ENGINE.length; fork++) {
        double machine = loaded(fork) ? 0.98 : 1;
        forks.add(
            new ForkFigure(
                run,
                1_300_000 * machine * ENGINE[fork],
                2_000_000 * machine * REFERENCE[fork],
                loaded(fork)));
      }
    }
    LoadSlope slope = LoadSlope.of(forks);
    assertThat(slope.runs()).isEqualTo(3);
    assertThat(slope.identified()).isFalse();
    assertThat(Calibration.of(forks).normalisation().betaSource()).isEqualTo(BetaSource.ASSUMED);
  }

  /**
   * Runs of two forks, one beside the load and one alone: no run has a spread of its own, so the
   * runs' disagreement gives the standard error; one such run gives none, and identifies nothing.
   */
  @Test
  void runsOfOneForkEachWayTakeTheSlopesUncertaintyFromTheirDisagreement() {
    double[] noise = {0.02, -0.03, 0.01, 0.0};
    List<ForkFigure> forks = new ArrayList<>();
    for (int run = 0; run < noise.length; run++) {
      String id = "run " + run;
      forks.add(new ForkFigure(id, 1_300_000 * ENGINE[run], 2_000_000 * REFERENCE[run]));
      forks.add(
          new ForkFigure(
              id,
              1_300_000 * Math.pow(LOAD, TRUE_SLOPE) * ENGINE[run] * Math.exp(noise[run]),
              2_000_000 * LOAD * REFERENCE[run],
              true));
    }
    LoadSlope slope = LoadSlope.of(forks);
    assertThat(slope.runs()).isEqualTo(4);
    // Each run's Δ: ln(engine) moved 0.7·ln(0.7) + noise, ln(reference) ln(0.7).
    assertThat(slope.slope())
        .isCloseTo(TRUE_SLOPE + Arrays.stream(noise).sum() / (4 * Math.log(LOAD)), within(1e-9));
    double mean = Arrays.stream(noise).average().orElseThrow();
    double residuals = Arrays.stream(noise).map(n -> (n - mean) * (n - mean)).sum();
    assertThat(slope.standardError())
        .isCloseTo(Math.sqrt(residuals / 3 * 4) / Math.abs(4 * Math.log(LOAD)), within(1e-9));
    assertThat(slope.identified()).isTrue();

    // Two runs recorded alone (kvperf.baseline.load=false), then one of a fork each way.
    List<ForkFigure> oneLoadedRun = new ArrayList<>();
    for (String run : List.of("alone 1", "alone 2")) {
      oneLoadedRun.add(new ForkFigure(run, 1_300_000 * ENGINE[0], 2_000_000 * REFERENCE[0]));
      oneLoadedRun.add(new ForkFigure(run, 1_300_000 * ENGINE[1], 2_000_000 * REFERENCE[1]));
    }
    oneLoadedRun.addAll(forks.subList(0, 2));
    LoadSlope single = LoadSlope.of(oneLoadedRun);
    assertThat(single.runs()).isEqualTo(1);
    assertThat(single.standardError()).isNaN();
    assertThat(single.identified()).isFalse();
    BetaOrigin beta =
        CalibrationSummary.line(Calibration.of(oneLoadedRun), "throughput", 2, ONE_FIGURE).beta();
    assertThat(beta.source())
        .as("not identified")
        .isIn(BetaOrigin.Source.ASSUMED_TOO_LITTLE_DRIFT, BetaOrigin.Source.ASSUMED_NOT_FOLLOWED);
    assertThat(beta.load())
        .hasValueSatisfying(
            load -> {
              assertThat(load.runs()).isEqualTo(1);
              assertThat(load.slopeStandardError()).as("too few forks to know it").isEmpty();
            });
  }

  @Test
  void theLoadedForksMeasureBetaAndTheRangeAndNothingElse() {
    List<ForkFigure> alone = BASELINE.stream().filter(fork -> !fork.besideLoad()).toList();
    assertThat(CALIBRATION.forks()).isEqualTo(alone.size());
    assertThat(CALIBRATION.plainSpreads().sigmaRaw())
        .isEqualTo(Calibration.of(alone).plainSpreads().sigmaRaw());
    assertThat(CALIBRATION.plainSpreads().sigmaPlainRatio())
        .isEqualTo(Calibration.of(alone).plainSpreads().sigmaPlainRatio());
    // The spread and the level: the forks alone, scored under the load's β.
    Map<String, List<Double>> aloneScores = CALIBRATION.scoresByRun(alone);
    assertThat(CALIBRATION.spread().sigmaFork()).isEqualTo(ScoreSpread.of(aloneScores).sigmaFork());
    double level = aloneScores.values().stream().mapToDouble(Moments::mean).average().orElseThrow();
    BaselineLevel baselineLevel = BaselineLevel.of(BASELINE, CALIBRATION);
    assertThat(baselineLevel.meanScore()).isCloseTo(level, within(1e-12));
    // The range: down to the loaded forks' machine state.
    double loadedReference =
        BASELINE.stream()
            .filter(ForkFigure::besideLoad)
            .mapToDouble(fork -> Math.log(fork.reference()))
            .min()
            .orElseThrow();
    assertThat(baselineLevel.referenceLowLn()).isLessThan(Math.log(2_000_000 * 0.8));
    assertThat(baselineLevel.referenceLowLn()).isGreaterThanOrEqualTo(loadedReference);
  }

  @Test
  void anUpdateKeepsWhichForksRanBesideTheLoadAndItsSlope(@TempDir Path directory) {
    BaselineStore store = new BaselineStore(directory);
    Instant start = Instant.parse("2026-11-25T20:00:00Z");
    List<AccountLine> lines = List.of();
    PerfResult result = null;
    for (int run = 0; run < 3; run++) {
      List<ForkResult> forks = new ArrayList<>();
      for (int fork = 0; fork < ENGINE.length; fork++) {
        double machine = loaded(fork) ? LOAD : 1;
        ForkResult measured =
            new ForkResult(
                new ThroughputResult(
                    List.of(1_300_000 * Math.pow(machine, TRUE_SLOPE) * ENGINE[fork])),
                Metrics.sample(),
                new ThroughputResult(List.of(2_000_000 * machine * REFERENCE[fork])),
                Metrics.sample(),
                BaselineFixtures.MACHINE);
        forks.add(loaded(fork) ? measured.besideTheLoad() : measured);
      }
      result =
          PerfResult.ofForks(
              new PerfResult.Subject(BaselineFixtures.CONTRACT, "h2-mvstore", Map.of(), "full", 1),
              forks,
              new PerfResult.Platform(List.of(), BaselineFixtures.MACHINE));
      BaselineUpdate update =
          BaselineUpdate.of(
              store.find(result),
              result,
              BaselineFixtures.PLAN,
              start.plusSeconds(120L * run),
              Budgets.throughputDrop(10),
              ONE_FIGURE);
      store.write(result.contract(), update.entry());
      lines = update.calibration();
    }
    BaselineEntry stored = store.find(result).orElseThrow();
    assertThat(stored.forks()).extracting(StoredFork::besideLoad).containsOnly(true, false);
    assertThat(stored.forks().stream().filter(StoredFork::besideLoad).count()).isEqualTo(6);
    Calibration throughput = stored.calibration().get(BaselineEntry.THROUGHPUT);
    assertThat(throughput.normalisation().betaSource()).isEqualTo(BetaSource.LOAD);
    assertThat(throughput.normalisation().load().runs()).isEqualTo(3);
    assertThat(AccountLines.of(new Account(lines), BaselineCalibration.class))
        .extracting(line -> line.beta().source())
        .contains(BetaOrigin.Source.LOAD);
  }
}
