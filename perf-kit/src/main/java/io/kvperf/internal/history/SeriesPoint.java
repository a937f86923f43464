package io.kvperf.internal.history;

import java.util.Objects;

/**
 * One run of a series, as the change-point detector reads it: an opaque id that names the run (a
 * commit, say; ids may repeat, as when one commit ran on several nights) and the figure it
 * measured, in the figure's own unit.
 *
 * @param id the run's id, reported back on a change point that starts at this run
 * @param value the figure; the detector refuses a series with a value that is not finite
 */
public record SeriesPoint(String id, double value) {
  public SeriesPoint {
    Objects.requireNonNull(id, "a series point's id");
  }
}
