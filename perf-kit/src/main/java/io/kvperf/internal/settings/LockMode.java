package io.kvperf.internal.settings;

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
    return EnumSetting.parse(LockMode.class, key, text, "wait or fail");
  }
}
