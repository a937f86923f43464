package io.kvperf.internal.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What the gate does with the stored baseline; set with {@code -Dkvperf.baseline=<mode>}. */
public enum BaselineMode {
  /** Compare with the baseline; a machine without a baseline is reported, not failed. */
  CHECK,
  /** Write the measured result as the new baseline; compare nothing. */
  UPDATE,
  /** Like {@link #CHECK}, but a missing baseline fails. */
  STRICT,
  /** Neither read nor write baselines. */
  OFF;

  /** Parses a mode name, case-insensitively; an unknown name is an error listing the valid ones. */
  public static BaselineMode parse(String text) {
    for (BaselineMode mode : values()) {
      if (mode.name().equalsIgnoreCase(text.trim())) {
        return mode;
      }
    }
    throw new IllegalArgumentException(
        "kvperf.baseline = '"
            + text
            + "' is invalid: use one of "
            + Arrays.stream(values())
                .map(m -> m.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", ")));
  }
}
