package io.kvperf.internal.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * A run-time filter of a sweep, like a test filter: {@code kvperf.threads} picks the thread counts
 * of {@link io.kvperf.api.Threads} sweeps that run, {@code kvperf.valueSizes} the value sizes of
 * {@link io.kvperf.api.ValueSizes} sweeps; the other points are left out of the run. {@code all}
 * (or unset) runs every point. A contract that names one value is not a sweep and always runs.
 *
 * @param property the setting's key
 * @param values the values that run, empty for all
 */
public record SweepFilter(String property, List<Integer> values) {
  /** The setting picking thread counts. */
  public static final String THREADS = "kvperf.threads";

  /** The setting picking value sizes. */
  public static final String VALUE_SIZES = "kvperf.valueSizes";

  public SweepFilter {
    values = List.copyOf(values);
  }

  /**
   * Parses the setting: {@code all}, or whole numbers of at least 1 separated by commas.
   *
   * @throws ExtensionConfigurationException naming the setting and its value
   */
  public static SweepFilter parse(String property, Optional<String> setting) {
    if (setting.isEmpty() || setting.get().isBlank() || setting.get().trim().equals("all")) {
      return new SweepFilter(property, List.of());
    }
    try {
      List<Integer> values =
          Arrays.stream(setting.get().split(","))
              .map(String::trim)
              .map(Integer::valueOf)
              .distinct()
              .toList();
      if (values.stream().anyMatch(value -> value < 1)) {
        throw new NumberFormatException("a value below 1");
      }
      return new SweepFilter(property, values);
    } catch (NumberFormatException e) {
      throw new ExtensionConfigurationException(
          property
              + " = '"
              + setting.get()
              + "' is invalid: give 'all' or "
              + (property.equals(THREADS) ? "thread counts" : "sizes in bytes")
              + " of at least 1 separated by commas",
          e);
    }
  }

  /** Whether a sweep's point at {@code value} runs; 0 (not swept) always runs. */
  public boolean runs(int value) {
    return value == 0 || values.isEmpty() || values.contains(value);
  }
}
