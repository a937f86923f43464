package io.kvperf.internal.settings;

import java.util.Locale;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** A setting whose value names one of an enum's constants, in any case. */
final class EnumSetting {
  private EnumSetting() {}

  /**
   * The constant of {@code type} that {@code text}, the value of {@code key}, names; an error
   * naming the key and the value, and saying what to {@code use}, where it names none.
   */
  static <E extends Enum<E>> E parse(Class<E> type, String key, String text, String use) {
    try {
      return Enum.valueOf(type, text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(
          key + " = '" + text + "' is invalid: use " + use, e);
    }
  }
}
