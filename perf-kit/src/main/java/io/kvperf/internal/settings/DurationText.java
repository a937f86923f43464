package io.kvperf.internal.settings;

import io.kvperf.api.InvalidAnnotationException;
import java.lang.annotation.Annotation;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Parses durations as annotations and settings write them: {@code "500ms"}, {@code "2s"}, {@code
 * "1m"}, {@code "1h"}.
 */
public final class DurationText {
  private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,9})\\s*(ns|us|µs|ms|s|m|h)\\s*");
  private static final String RULE =
      "write a whole number and a unit (ns, us, ms, s, m, h), e.g. \"500ms\" or \"2s\"";

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
   * The duration a {@code kvperf.*} setting declares.
   *
   * @throws ExtensionConfigurationException naming the setting and the text when it is malformed
   */
  static Duration parseSetting(String key, String text) {
    return parse(text)
        .orElseThrow(
            () ->
                new ExtensionConfigurationException(key + " = '" + text + "' is invalid: " + RULE));
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
          default -> Duration.ofHours(amount);
        });
  }
}
