package io.kvperf.internal.account;

import java.util.Objects;

/**
 * An update that did not record its run as the baseline, because the run breaks its absolute
 * budgets.
 *
 * @param file the baseline file, unchanged, as reports show it
 */
public record BaselineNotRecorded(String file) implements GateLine {
  /** Checks the file is named. */
  public BaselineNotRecorded {
    Objects.requireNonNull(file, "file");
  }
}
