package io.kvperf.internal.settings;

import java.util.Objects;

/**
 * A setting ({@code kvperf.*}, a system property or a JUnit configuration parameter) has a value
 * the kit cannot use. Its message is {@code key = 'value' is invalid: reason}, made of {@link
 * #key()}, {@link #value()} and {@link #reason()} and nothing else; a cause, where there is one, is
 * what found the value wanting (a command that failed, a parser's error).
 */
public final class InvalidSettingException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String key;
  private final String value;
  private final String reason;

  /** {@code key = 'value' is invalid: reason}. */
  public InvalidSettingException(String key, String value, String reason) {
    this(key, value, reason, null);
  }

  /** {@code key = 'value' is invalid: reason}, found by {@code cause}. */
  public InvalidSettingException(String key, String value, String reason, Throwable cause) {
    super(key + " = '" + value + "' is invalid: " + reason, cause);
    this.key = Objects.requireNonNull(key, "key");
    this.value = Objects.requireNonNull(value, "value");
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /** The setting, e.g. {@code kvperf.compare}. */
  public String key() {
    return key;
  }

  /** Its value as given, untrimmed. */
  public String value() {
    return value;
  }

  /** Why the value cannot be used, and what would do. */
  public String reason() {
    return reason;
  }
}
