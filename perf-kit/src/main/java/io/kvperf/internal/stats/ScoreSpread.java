package io.kvperf.internal.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How the scores of a baseline's forks spread: within runs, pooled over them, and between runs. The
 * runs' mean scores spread by {@code s²}, which holds both the between-run variance and each mean's
 * fork share, {@code σ_fork²·mean(1/n_run)}; the fork share is subtracted (the method-of-moments
 * estimate of a random-effects model), but never below {@link GateRule#MIN_RUN_SHARE} of {@code
 * s²}: without the floor, a few run means that happen to lie close give no between-run spread at
 * all, and the whole {@code s²} would count the fork share twice (measured: without the floor,
 * three runs of RocksDB's p99 gave zero and the next A/A run failed at a rise of 25 %; with the
 * whole {@code s²}, a 15 % regression's boundary lay at a coin flip; see
 * docs/records/2026-11-22-first-calibration.md and
 * docs/records/2026-11-22-first-detection-rounds.md). One run gives no between-run figure: 0, and
 * the gate will not check.
 *
 * @param sigmaFork the within-run standard deviation of a fork's score, pooled over runs
 * @param sigmaRun the between-run standard deviation of the score
 */
public record ScoreSpread(double sigmaFork, double sigmaRun) {

  public static ScoreSpread of(Map<String, List<Double>> byRun) {
    double within = 0;
    int degrees = 0;
    double inverseSizes = 0;
    List<Double> means = new ArrayList<>();
    for (List<Double> scores : byRun.values()) {
      double mean = Moments.mean(scores);
      means.add(mean);
      for (double score : scores) {
        within += (score - mean) * (score - mean);
      }
      degrees += scores.size() - 1;
      inverseSizes += 1.0 / scores.size();
    }
    double sigmaFork = degrees == 0 ? 0 : Math.sqrt(within / degrees);
    if (means.size() < 2) {
      return new ScoreSpread(sigmaFork, 0);
    }
    double runMeans = Moments.variance(means.stream().mapToDouble(Double::doubleValue).toArray());
    double forkShare = sigmaFork * sigmaFork * inverseSizes / means.size();
    double betweenRuns = Math.max(runMeans - forkShare, GateRule.MIN_RUN_SHARE * runMeans);
    return new ScoreSpread(sigmaFork, Math.sqrt(betweenRuns));
  }

  /** This spread rounded as a file keeps it. */
  ScoreSpread rounded() {
    return new ScoreSpread(StoredPrecision.round(sigmaFork), StoredPrecision.round(sigmaRun));
  }
}
