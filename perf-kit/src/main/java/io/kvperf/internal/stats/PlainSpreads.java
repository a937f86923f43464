package io.kvperf.internal.stats;

/**
 * The spreads over all of a calibration's forks of the two scores that need no β, kept for the
 * reader of a baseline's diff: what the normalisation saves against each.
 *
 * @param sigmaRaw standard deviation of {@code ln(engine)} (β = 0), natural-log units
 * @param sigmaPlainRatio standard deviation of {@code ln(engine / reference)} (β = 1), or {@code
 *     NaN} without a reference
 */
public record PlainSpreads(double sigmaRaw, double sigmaPlainRatio) {

  /** These spreads rounded as a file keeps them. */
  PlainSpreads rounded() {
    return new PlainSpreads(
        StoredPrecision.round(sigmaRaw), StoredPrecision.round(sigmaPlainRatio));
  }
}
