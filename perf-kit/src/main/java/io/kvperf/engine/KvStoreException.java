package io.kvperf.engine;

/**
 * An engine failed an operation. Adapters wrap their engine's exceptions in it so that the harness
 * reports the engine's failure, with its cause, as the result of that engine's invocation.
 */
public class KvStoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An engine failure with a message and the engine's own exception. */
  public KvStoreException(String message, Throwable cause) {
    super(message, cause);
  }

  /** An engine failure with a message only. */
  public KvStoreException(String message) {
    super(message);
  }
}
