package io.kvperf.internal.settings;

import java.util.Locale;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * What a run does when another kvperf run on the same host holds the lock ({@code kvperf.lock}).
 */
public enum LockMode {
  /**
   * Waits for the other run to end, then runs; fails naming the other run when it has not ended
   * after {@code kvperf.lock.timeout}.
   */
  WAIT,
  /** Fails at once, before any fork, naming the lock and the run that holds it. */
  FAIL;

  static LockMode parse(String key, String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(
          key + " = '" + text + "' is invalid: use wait or fail", e);
    }
  }
}
