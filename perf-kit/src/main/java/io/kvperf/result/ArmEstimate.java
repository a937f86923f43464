package io.kvperf.result;

import java.util.Objects;

/**
 * One figure of a comparison of two builds, for the reports: a build (arm A) against the build it
 * was compared with (arm B), as a ratio with its interval. A version sweep has one per version and
 * figure, each against the first version.
 *
 * @param build the build measured as arm A, e.g. {@code this build} or {@code
 *     org.rocksdb:rocksdbjni:10.10.1}
 * @param against the build it was compared with (arm B)
 * @param figure the figure, e.g. {@code throughput} or {@code p99 of get}
 * @param ratio A's figure over B's, from the pairs' mean log ratio
 * @param low the interval's lower end, as a ratio
 * @param high the interval's upper end, as a ratio
 * @param verdict PASSED, FAILED, INCONCLUSIVE, or NOT_CHECKED where it was only estimated
 */
public record ArmEstimate(
    String build,
    String against,
    String figure,
    double ratio,
    double low,
    double high,
    Verdict verdict) {
  /** Checks the names are present. */
  public ArmEstimate {
    Objects.requireNonNull(build, "build");
    Objects.requireNonNull(against, "against");
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(verdict, "verdict");
  }
}
