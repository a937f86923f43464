package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The detector on fixed series of 30 runs with 2 % seeded Gaussian noise, at its defaults unless a
 * test says otherwise. Rates over many seeds are in
 * docs/records/2026-11-27-change-point-detector.md; these are single fixed series.
 */
class ChangePointDetectorTest {
  private static final ChangePointDetector DETECTOR =
      new ChangePointDetector(DetectorParameters.DEFAULTS);
  private static final double NOISE = 0.02;
  private static final IntToDoubleFunction FLAT = i -> 100;

  /** 100, then 110 from run 10, then 95 from run 20. */
  private static final IntToDoubleFunction TWO_STEPS = i -> i < 10 ? 100 : i < 20 ? 110 : 95;

  private static List<ChangePoint> detect(List<SeriesPoint> series) {
    return DETECTOR.detect(series, Set.of());
  }

  private static List<Integer> indexes(List<ChangePoint> found) {
    return found.stream().map(ChangePoint::index).toList();
  }

  @Test
  void aFlatNoisySeriesHasNoChangePoint() {
    for (long seed = 1; seed <= 5; seed++) {
      assertThat(detect(FixedSeries.noisy(seed, 30, NOISE, FLAT))).as("seed " + seed).isEmpty();
    }
  }

  @Test
  void aStepOfTenPercentAtFifteenIsOneChangePointThere() {
    List<ChangePoint> found =
        detect(FixedSeries.noisy(2, 30, NOISE, FixedSeries.stepAt(15, -0.10)));

    assertThat(indexes(found)).containsExactly(15);
    ChangePoint step = found.get(0);
    assertThat(step.id()).isEqualTo("c15");
    assertThat(step.before().points()).isEqualTo(15);
    assertThat(step.after().points()).isEqualTo(15);
    assertThat(step.step().lower()).isLessThan(-0.10);
    assertThat(step.step().upper()).isGreaterThan(-0.10).isNegative();
    assertThat(step.pValue()).isPositive().isLessThanOrEqualTo(0.005);
    assertThat(step.movement(FigureDirection.HIGHER_IS_BETTER)).isEqualTo(Movement.REGRESSION);
    assertThat(step.triage()).isEqualTo(Triage.NEW);
  }

  @Test
  void twoStepsAreBothFoundEachAgainstItsOwnSegments() {
    List<ChangePoint> found = detect(FixedSeries.noisy(1, 30, NOISE, TWO_STEPS));

    assertThat(indexes(found)).containsExactly(10, 20);
    assertThat(found.get(0).step().estimate()).isPositive();
    assertThat(found.get(1).step().estimate()).isNegative();
    assertThat(found)
        .extracting(c -> c.before().firstIndex(), c -> c.after().endIndex())
        .containsExactly(tuple(0, 20), tuple(10, 30));
  }

  @Test
  void aSingleSpikeIsNoChangePointInTheMiddleOrAsTheNewestRun() {
    List<SeriesPoint> flat = FixedSeries.noisy(2, 30, NOISE, FLAT);

    assertThat(detect(FixedSeries.with(flat, 15, 150))).isEmpty();
    assertThat(detect(FixedSeries.with(flat, 29, 150))).isEmpty();
  }

  /**
   * The failure Otava's users report, that single spikes make change points: a t-test that may
   * split off one run flags a spike in the newest run. Three runs a side keep it from doing so.
   */
  @Test
  void theMinimumSegmentLengthKeepsATTestFromFlaggingASpike() {
    List<SeriesPoint> spiked = FixedSeries.with(FixedSeries.noisy(2, 30, NOISE, FLAT), 29, 150);
    DetectorParameters otavaLike =
        DetectorParameters.DEFAULTS.withTest(
            SignificanceTest.WELCH_T, DetectorParameters.OTAVA_T_TEST_LEVEL);

    assertThat(
            indexes(
                new ChangePointDetector(otavaLike.withMinimumSegmentPoints(1))
                    .detect(spiked, Set.of())))
        .containsExactly(29);
    assertThat(new ChangePointDetector(otavaLike).detect(spiked, Set.of())).isEmpty();
  }

  @Test
  void aCreepOfOnePercentPerRunOverTwelveRunsIsMarkedWithinIt() {
    IntToDoubleFunction creep = i -> 100 * (1 + 0.01 * Math.max(0, Math.min(i - 9, 12)));

    List<ChangePoint> found = detect(FixedSeries.noisy(1, 32, NOISE, creep));

    assertThat(indexes(found)).isNotEmpty().anyMatch(i -> i >= 10 && i <= 21);
    assertThat(found).allMatch(c -> c.step().estimate() > 0);
  }

  @Test
  void anImprovementIsReportedWithTheSignTheFigureMovedBy() {
    ChangePoint faster =
        detect(FixedSeries.noisy(2, 30, NOISE, FixedSeries.stepAt(15, 0.10))).get(0);
    ChangePoint quicker =
        detect(FixedSeries.noisy(2, 30, NOISE, FixedSeries.stepAt(15, -0.10))).get(0);

    assertThat(faster.step().estimate()).isPositive();
    assertThat(faster.step().lower()).isPositive();
    assertThat(faster.movement(FigureDirection.HIGHER_IS_BETTER)).isEqualTo(Movement.IMPROVEMENT);
    assertThat(quicker.step().estimate()).isNegative();
    assertThat(quicker.step().upper()).isNegative();
    assertThat(quicker.movement(FigureDirection.LOWER_IS_BETTER)).isEqualTo(Movement.IMPROVEMENT);
    assertThat(quicker.movement(FigureDirection.HIGHER_IS_BETTER)).isEqualTo(Movement.REGRESSION);
  }

  @Test
  void aSeriesTooShortToSplitHasNoneAndNoException() {
    for (int points : new int[] {0, 1, 2, 5}) {
      assertThat(detect(FixedSeries.noisy(1, points, NOISE, FixedSeries.stepAt(points / 2, -0.5))))
          .as(points + " runs")
          .isEmpty();
    }
  }

  @Test
  void aValueThatIsNotFiniteIsRefusedByItsIndex() {
    List<SeriesPoint> flat = FixedSeries.noisy(1, 30, NOISE, FLAT);
    int[] indexes = {7, 0, 29};
    double[] values = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    for (int i = 0; i < indexes.length; i++) {
      int index = indexes[i];
      List<SeriesPoint> bad = FixedSeries.with(flat, index, values[i]);
      assertThatThrownBy(() -> detect(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .isInstanceOfSatisfying(
              NonFinitePointException.class, e -> assertThat(e.index()).isEqualTo(index));
    }
  }

  @Test
  void anAcknowledgedChangePointStillSplitsTheSeries() {
    List<SeriesPoint> series = FixedSeries.noisy(1, 30, NOISE, TWO_STEPS);

    List<ChangePoint> unseen = DETECTOR.detect(series, Set.of());
    List<ChangePoint> seen = DETECTOR.detect(series, Set.of("c10"));

    assertThat(indexes(seen)).isEqualTo(indexes(unseen)).containsExactly(10, 20);
    assertThat(seen)
        .extracting(ChangePoint::triage)
        .containsExactly(Triage.ACKNOWLEDGED, Triage.NEW);
    assertThat(seen)
        .extracting(ChangePoint::before, ChangePoint::after, ChangePoint::step)
        .isEqualTo(unseen.stream().map(c -> tuple(c.before(), c.after(), c.step())).toList());
  }

  @Test
  void theSameSeedGivesTheSameAnswerAndAnotherSeedTheSameClearSteps() {
    List<SeriesPoint> series = FixedSeries.noisy(1, 30, NOISE, TWO_STEPS);

    assertThat(detect(series)).isEqualTo(detect(series));
    assertThat(
            indexes(
                new ChangePointDetector(DetectorParameters.DEFAULTS.withSeed(12345))
                    .detect(series, Set.of())))
        .containsExactly(10, 20);
  }

  @Test
  void theWelchTestFindsAClearStepAsThePermutationTestDoes() {
    DetectorParameters welch =
        DetectorParameters.DEFAULTS.withTest(
            SignificanceTest.WELCH_T, DetectorParameters.OTAVA_T_TEST_LEVEL);

    assertThat(
            indexes(
                new ChangePointDetector(welch)
                    .detect(
                        FixedSeries.noisy(2, 30, NOISE, FixedSeries.stepAt(15, -0.10)), Set.of())))
        .containsExactly(15);
  }
}
