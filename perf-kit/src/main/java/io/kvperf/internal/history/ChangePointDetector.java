package io.kvperf.internal.history;

import io.kvperf.internal.history.EnergyDivergence.Split;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Finds the change points of a series of one figure in commit order by E-divisive means (Matteson
 * and James 2014), as Apache Otava does: the strongest split of any segment by the energy
 * divergence {@code q̂} ({@link EnergyDivergence}) is tested ({@link DetectorParameters#test()});
 * if significant, it cuts its segment and the search goes on in the new segments; the first split
 * that is not significant ends it. No segment is shorter than {@link
 * DetectorParameters#minimumSegmentPoints()}, so a single outlying run makes no change point.
 *
 * <p>Each change point is then reported against the segments on each side of it as finally cut,
 * with the relative step between their means and its Welch interval ({@link WelchComparison}), and
 * improvements are reported as regressions are. A change point at an acknowledged id is found and
 * cuts the series all the same, and is marked {@link Triage#ACKNOWLEDGED}.
 *
 * <p>It is deterministic: its only randomness is the permutation test's, from the parameters' seed.
 * A detector holds no state between calls.
 */
public final class ChangePointDetector {
  private final DetectorParameters parameters;

  public ChangePointDetector(DetectorParameters parameters) {
    this.parameters = Objects.requireNonNull(parameters, "parameters");
  }

  /**
   * The change points of {@code series}, in order of index; none for a series too short to split
   * ({@code 2 × minimumSegmentPoints} runs or fewer than that).
   *
   * @param series the runs in commit order, oldest first
   * @param acknowledgedIds the ids of change points someone has seen
   * @throws NonFinitePointException if a value of the series is {@code NaN} or infinite
   */
  public List<ChangePoint> detect(List<SeriesPoint> series, Set<String> acknowledgedIds) {
    Objects.requireNonNull(acknowledgedIds, "acknowledgedIds");
    double[] values = finiteValues(series);
    int minimumPoints = parameters.minimumSegmentPoints();
    Segmentation segmentation = new Segmentation(values.length);
    EnergyDivergence divergence = new EnergyDivergence(values.length);
    PermutationTest permutations =
        new PermutationTest(parameters, new SplittableRandom(parameters.seed()));
    Map<Integer, Double> pValues = new HashMap<>();
    while (true) {
      Optional<Split> candidate = segmentation.bestSplit(values, divergence, minimumPoints);
      if (candidate.isEmpty()) {
        break;
      }
      Split split = candidate.get();
      double pValue =
          parameters.test() == SignificanceTest.PERMUTATION
              ? permutations.pValue(values, segmentation, split.qHat(), divergence)
              : WelchComparison.pValue(
                  Segment.of(values, segmentation.startBefore(split.index()), split.index()),
                  Segment.of(values, split.index(), segmentation.endAfter(split.index())));
      if (pValue > parameters.significanceLevel()) {
        break;
      }
      segmentation.split(split.index());
      pValues.put(split.index(), pValue);
    }
    return changePoints(series, values, segmentation, pValues, acknowledgedIds);
  }

  private List<ChangePoint> changePoints(
      List<SeriesPoint> series,
      double[] values,
      Segmentation segmentation,
      Map<Integer, Double> pValues,
      Set<String> acknowledgedIds) {
    List<ChangePoint> found = new ArrayList<>();
    for (int index : segmentation.changePoints()) {
      Segment before = Segment.of(values, segmentation.startBefore(index), index);
      Segment after = Segment.of(values, index, segmentation.endAfter(index));
      String id = series.get(index).id();
      found.add(
          new ChangePoint(
              index,
              id,
              before,
              after,
              WelchComparison.relativeStep(before, after, parameters.confidenceLevel()),
              pValues.get(index),
              acknowledgedIds.contains(id) ? Triage.ACKNOWLEDGED : Triage.NEW));
    }
    return List.copyOf(found);
  }

  private static double[] finiteValues(List<SeriesPoint> series) {
    double[] values = new double[series.size()];
    for (int i = 0; i < values.length; i++) {
      SeriesPoint point = series.get(i);
      if (!Double.isFinite(point.value())) {
        throw new NonFinitePointException(i, point);
      }
      values[i] = point.value();
    }
    return values;
  }
}
