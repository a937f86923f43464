package io.kvperf.internal.store;

/** A baseline file cannot be read or written; it is left as it was. */
public final class BaselineFileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  BaselineFileException(String message, Throwable cause) {
    super(message, cause);
  }
}
