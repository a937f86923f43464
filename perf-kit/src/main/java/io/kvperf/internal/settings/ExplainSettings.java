package io.kvperf.internal.settings;

import io.kvperf.result.Verdict;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * When a comparison of two builds profiles extra pairs of forks to say why its figures moved (a
 * regression dossier), and for how long, parsed once with the run's settings:
 *
 * <ul>
 *   <li>{@code kvperf.explain}: {@code failed} (the default) after a comparison that FAILED, {@code
 *       true} after every comparison, {@code false} never;
 *   <li>{@code kvperf.explain.time}: how long the extra pairs may take, from {@code 0s} to {@code
 *       7d}, default {@code 60s}; at least four pairs run, at most {@value #MOST_PAIRS}.
 * </ul>
 *
 * @param when after which comparisons
 * @param time how long the profiled pairs may take, after their first two
 */
public record ExplainSettings(When when, Duration time) {
  /** The setting saying when. */
  public static final String EXPLAIN = "kvperf.explain";

  /** The setting saying how long. */
  public static final String TIME = "kvperf.explain.time";

  /**
   * The fewest profiled pairs: a spread needs two, but a move must then lie over 600 of its
   * standard errors from zero to be confident against a hundred keys; with three pairs 45, with
   * four 13.
   */
  public static final int LEAST_PAIRS = 4;

  /** The most profiled pairs, however short the forks. */
  public static final int MOST_PAIRS = 10;

  static final Duration DEFAULT_TIME = Duration.ofSeconds(60);

  /** After which comparisons a dossier is made. */
  public enum When {
    /** After a comparison that FAILED. */
    FAILED,
    /** After every comparison. */
    ALWAYS,
    /** Never. */
    NEVER
  }

  /** The settings when none is given. */
  public static ExplainSettings defaults() {
    return parse(key -> Optional.empty());
  }

  /** Whether a comparison whose verdict is {@code verdict} gets a dossier. */
  public boolean explains(Verdict verdict) {
    return when == When.ALWAYS || when == When.FAILED && verdict == Verdict.FAILED;
  }

  static ExplainSettings parse(Function<String, Optional<String>> parameters) {
    When when =
        parameters
            .apply(EXPLAIN)
            .map(
                text ->
                    switch (text.trim().toLowerCase(Locale.ROOT)) {
                      case "failed" -> When.FAILED;
                      case "true" -> When.ALWAYS;
                      case "false" -> When.NEVER;
                      default ->
                          throw new ExtensionConfigurationException(
                              EXPLAIN
                                  + " = '"
                                  + text
                                  + "' is invalid: use failed (a dossier after a comparison that"
                                  + " FAILED), true (after every comparison) or false");
                    })
            .orElse(When.FAILED);
    Duration time =
        parameters
            .apply(TIME)
            .map(
                text ->
                    DurationText.parseSetting(TIME, text, Duration.ZERO, DurationText.MOST_SETTING))
            .orElse(DEFAULT_TIME);
    return new ExplainSettings(when, time);
  }
}
