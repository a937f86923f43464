package io.kvperf.junit;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses annotation durations such as {@code "500ms"}, {@code "2s"}, {@code "1m"}, {@code "1h"}.
 */
final class DurationText {
  private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,9})\\s*(ns|us|µs|ms|s|m|h)\\s*");

  private DurationText() {}

  /**
   * The duration written in {@code text}.
   *
   * @param attribute the annotation attribute, e.g. {@code @Measure(warmupTime}, for the message
   * @throws IllegalArgumentException naming the attribute and the text when it is malformed
   */
  static Duration parse(String attribute, String text) {
    Matcher matcher = FORM.matcher(text);
    if (!matcher.matches()) {
      throw new IllegalArgumentException(
          attribute
              + " = \""
              + text
              + "\") is invalid: write a whole number and a unit (ns, us,"
              + " ms, s, m, h), e.g. \"500ms\" or \"2s\"");
    }
    long amount = Long.parseLong(matcher.group(1));
    return switch (matcher.group(2)) {
      case "ns" -> Duration.ofNanos(amount);
      case "us", "µs" -> Duration.ofNanos(amount * 1_000);
      case "ms" -> Duration.ofMillis(amount);
      case "s" -> Duration.ofSeconds(amount);
      case "m" -> Duration.ofMinutes(amount);
      default -> Duration.ofHours(amount);
    };
  }
}
