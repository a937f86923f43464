package io.kvperf.internal.settings;

import io.kvperf.api.InvalidAnnotationException;
import java.lang.annotation.Annotation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Parses durations as annotations and settings write them: {@code "500ms"}, {@code "2s"}, {@code
 * "1m"}, {@code "1h"}, {@code "7d"}. A setting's duration lies within bounds of its own, by default
 * {@link #LEAST_SETTING} to {@link #MOST_SETTING}: a deadline of {@code 0s} ends at once, and one
 * of a thousand years is none.
 */
public final class DurationText {
  /** The shortest a duration setting may be, unless it says otherwise. */
  public static final Duration LEAST_SETTING = Duration.ofSeconds(1);

  /** The longest a duration setting may be, unless it says otherwise. */
  public static final Duration MOST_SETTING = Duration.ofDays(7);

  private static final Pattern FORM =
      Pattern.compile("\\s*(\\d{1,9})\\s*(ns|us|µs|ms|s|m|h|d)\\s*");
  private static final String RULE =
      "write a whole number and a unit (ns, us, ms, s, m, h, d), e.g. \"500ms\" or \"2s\"";

  /** The units {@link #format} writes of whole seconds, longest first, in seconds. */
  private static final List<Map.Entry<Long, String>> SECOND_UNITS =
      List.of(Map.entry(86_400L, "d"), Map.entry(3_600L, "h"), Map.entry(60L, "m"));

  private DurationText() {}

  /**
   * The duration an annotation attribute declares.
   *
   * @throws InvalidAnnotationException naming the annotation, the attribute and the text when it is
   *     malformed
   */
  public static Duration parse(
      Class<? extends Annotation> annotation, String attribute, String text) {
    return parse(text)
        .orElseThrow(() -> InvalidAnnotationException.of(annotation, attribute, text, RULE));
  }

  /**
   * The duration a {@code kvperf.*} setting declares, from {@link #LEAST_SETTING} to {@link
   * #MOST_SETTING}.
   *
   * @throws ExtensionConfigurationException naming the setting and the text when it is malformed or
   *     out of bounds
   */
  static Duration parseSetting(String key, String text) {
    return parseSetting(key, text, LEAST_SETTING, MOST_SETTING);
  }

  /**
   * The duration a {@code kvperf.*} setting declares, from {@code least} to {@code most}.
   *
   * @throws ExtensionConfigurationException naming the setting and the text when it is malformed or
   *     out of bounds
   */
  static Duration parseSetting(String key, String text, Duration least, Duration most) {
    Duration duration =
        parse(text)
            .orElseThrow(
                () ->
                    new ExtensionConfigurationException(
                        key + " = '" + text + "' is invalid: " + RULE));
    if (duration.compareTo(least) < 0 || duration.compareTo(most) > 0) {
      throw new ExtensionConfigurationException(
          key
              + " = '"
              + text
              + "' is out of bounds: use a duration from "
              + format(least)
              + " to "
              + format(most));
    }
    return duration;
  }

  /**
   * {@code duration} as this class parses it, in its longest whole unit: {@code 30m}, {@code 0s}.
   */
  public static String format(Duration duration) {
    long seconds = duration.getSeconds();
    int nanos = duration.getNano();
    if (nanos == 0) {
      for (Map.Entry<Long, String> unit : SECOND_UNITS) {
        if (seconds != 0 && seconds % unit.getKey() == 0) {
          return seconds / unit.getKey() + unit.getValue();
        }
      }
      return seconds + "s";
    }
    if (nanos % 1_000_000 == 0) {
      return seconds * 1_000 + nanos / 1_000_000 + "ms";
    }
    if (nanos % 1_000 == 0) {
      return seconds * 1_000_000 + nanos / 1_000 + "us";
    }
    return seconds * 1_000_000_000 + nanos + "ns";
  }

  private static Optional<Duration> parse(String text) {
    Matcher matcher = FORM.matcher(text);
    if (!matcher.matches()) {
      return Optional.empty();
    }
    long amount = Long.parseLong(matcher.group(1));
    return Optional.of(
        switch (matcher.group(2)) {
          case "ns" -> Duration.ofNanos(amount);
          case "us", "µs" -> Duration.ofNanos(amount * 1_000);
          case "ms" -> Duration.ofMillis(amount);
          case "s" -> Duration.ofSeconds(amount);
          case "m" -> Duration.ofMinutes(amount);
          case "h" -> Duration.ofHours(amount);
          default -> Duration.ofDays(amount);
        });
  }
}
