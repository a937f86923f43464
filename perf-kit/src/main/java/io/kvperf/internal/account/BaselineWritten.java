package io.kvperf.internal.account;

import java.util.Objects;

/**
 * An update that wrote its run to the baseline: whether it started the calibration or joined the
 * kept runs, and whether enough runs are kept for a check.
 *
 * @param file the baseline file, as reports show it
 * @param start whether the run started a calibration or was added to the kept runs
 * @param runs the runs at different times now kept
 * @param runsNeeded the runs a check needs
 */
public record BaselineWritten(String file, Start start, int runs, int runsNeeded)
    implements GateLine {
  /** Checks the values are present. */
  public BaselineWritten {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(start, "start");
  }

  /** What the update did to the kept runs. */
  public enum Start {
    /** No runs of this plan were kept: this run starts a calibration. */
    NEW_CALIBRATION,
    /** This run was added to the kept runs. */
    ADDED_TO_KEPT_RUNS
  }
}
