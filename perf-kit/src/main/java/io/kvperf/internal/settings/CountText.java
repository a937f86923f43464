package io.kvperf.internal.settings;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** A setting's whole number of pairs or iterations, from a least to 1000. */
final class CountText {
  private static final int MOST = 1000;

  private CountText() {}

  /**
   * A whole number of pairs from {@code least} to 1000, or an error naming {@code key}, ending with
   * {@code otherwise} (what else the key accepts, or empty).
   */
  static int pairs(String key, String text, int least, String otherwise) {
    return parse(key, text, least, "pairs", otherwise);
  }

  /** A whole number of {@code what} from {@code least} to 1000, or an error naming {@code key}. */
  static int parse(String key, String text, int least, String what, String otherwise) {
    try {
      int count = Integer.parseInt(text.trim());
      if (count >= least && count <= MOST) {
        return count;
      }
    } catch (NumberFormatException e) {
      // the message below says what is valid
    }
    throw new ExtensionConfigurationException(
        key
            + " = '"
            + text
            + "' is invalid: use a whole number of "
            + what
            + " from "
            + least
            + " to "
            + MOST
            + otherwise);
  }
}
