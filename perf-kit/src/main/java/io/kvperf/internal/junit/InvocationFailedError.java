package io.kvperf.internal.junit;

import io.kvperf.internal.decision.Outcome;
import org.opentest4j.AssertionFailedError;

/**
 * An invocation whose outcome failed its contract. Its message is the outcome's account as the
 * reports write it, for the reader; the outcome itself stays with it as values, for the kit's own
 * tests.
 */
final class InvocationFailedError extends AssertionFailedError {
  private static final long serialVersionUID = 1L;

  /** Not serialized: a listener in another JVM reads the message. */
  private final transient Outcome outcome;

  InvocationFailedError(String message, Outcome outcome) {
    super(message);
    this.outcome = outcome;
  }

  /** The outcome that failed; {@code null} in a copy deserialized from another JVM. */
  Outcome outcome() {
    return outcome;
  }
}
