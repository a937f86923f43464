package io.kvperf.internal.account;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a calibration's β came from.
 *
 * @param source how it was found
 * @param referenceMovedPercent how far the reference's run means moved between the runs, percent
 * @param load what the kit's load measured, if the calibration had forks beside it
 */
public record BetaOrigin(
    Source source, double referenceMovedPercent, Optional<LoadSlopeFigures> load) {
  /** Checks the values are present. */
  public BetaOrigin {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(load, "load");
  }

  /** How β was found. */
  public enum Source {
    /** Recorded by an older rule, which kept no source. */
    OLDER_RULE,
    /** Measured beside the kit's load. */
    LOAD,
    /** Measured from the runs at different times. */
    RUNS,
    /** Assumed: the reference moved too little between the runs to measure it. */
    ASSUMED_TOO_LITTLE_DRIFT,
    /** Assumed: the engine's run means did not follow the reference closely enough. */
    ASSUMED_NOT_FOLLOWED,
    /** No reference: raw figures. */
    NO_REFERENCE
  }
}
