package io.kvperf.junit;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The setting {@code kvperf.threads}: which thread counts of a {@link io.kvperf.api.Threads} sweep
 * run; like a test filter, it leaves the others out of the run. {@code all} (or unset) runs every
 * count. A contract that names one count is not a sweep and always runs.
 *
 * @param counts the counts that run, empty for all
 */
record ThreadsFilter(List<Integer> counts) {
  static final String PROPERTY = "kvperf.threads";

  ThreadsFilter {
    counts = List.copyOf(counts);
  }

  /** The filter of this run, parsed once and kept in the root context's store. */
  static ThreadsFilter of(ExtensionContext context) {
    return context
        .getRoot()
        .getStore(KvPerfExtension.NAMESPACE)
        .getOrComputeIfAbsent(
            ThreadsFilter.class,
            key -> parse(context.getConfigurationParameter(PROPERTY)),
            ThreadsFilter.class);
  }

  /**
   * Parses the setting: {@code all}, or thread counts separated by commas.
   *
   * @throws ExtensionConfigurationException naming the setting and its value
   */
  static ThreadsFilter parse(Optional<String> setting) {
    if (setting.isEmpty() || setting.get().isBlank() || setting.get().trim().equals("all")) {
      return new ThreadsFilter(List.of());
    }
    try {
      List<Integer> counts =
          Arrays.stream(setting.get().split(","))
              .map(String::trim)
              .map(Integer::valueOf)
              .distinct()
              .toList();
      if (counts.stream().anyMatch(count -> count < 1)) {
        throw new NumberFormatException("a thread count below 1");
      }
      return new ThreadsFilter(counts);
    } catch (NumberFormatException e) {
      throw new ExtensionConfigurationException(
          PROPERTY
              + " = '"
              + setting.get()
              + "' is invalid: give 'all' or thread counts of at least 1 separated by commas",
          e);
    }
  }

  /** Whether a sweep's invocation on {@code threads} threads runs. */
  boolean runs(int threads) {
    return counts.isEmpty() || counts.contains(threads);
  }
}
