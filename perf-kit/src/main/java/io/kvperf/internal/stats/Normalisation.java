package io.kvperf.internal.stats;

/**
 * A calibration's normalisation of a fork's score, {@code ln(engine) − β·ln(reference)}: its
 * exponent β, where β came from, and what the forks showed of the machine while it was found
 * ({@link Calibration}).
 *
 * @param beta the normalisation's exponent
 * @param betaSource where β came from; {@code null} in files written before it was kept
 * @param referenceDriftLn the standard deviation of the reference's run means less their forks'
 *     share: the machine's drift the runs saw, natural-log units (0 without a reference); {@code
 *     null} in files written before it was kept
 * @param load the slope measured beside the kit's load, {@code null} when no fork ran beside it
 */
public record Normalisation(
    double beta, BetaSource betaSource, Double referenceDriftLn, LoadSlope load) {

  /**
   * How far the engine's true slope may lie from β ({@link BetaSource#slopeError()}); as if β were
   * assumed where a file written before its source was kept does not say.
   */
  public double slopeError() {
    return (betaSource == null ? BetaSource.ASSUMED : betaSource).slopeError();
  }

  /** This normalisation with its figures rounded as a file keeps them. */
  Normalisation rounded() {
    return new Normalisation(
        StoredPrecision.round(beta),
        betaSource,
        referenceDriftLn == null ? null : StoredPrecision.round(referenceDriftLn),
        load == null
            ? null
            : new LoadSlope(
                load.runs(),
                StoredPrecision.round(load.shiftLn()),
                StoredPrecision.round(load.slope()),
                StoredPrecision.round(load.standardError())));
  }
}
