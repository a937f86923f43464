package io.kvperf.internal.run;

/**
 * The forked JVM measuring an engine failed: the engine threw, returned wrong values, crashed or
 * could not start. The message names the engine and the cause; the fork's full log is kept in the
 * run directory.
 */
public final class ForkFailedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ForkFailedException(String message, Throwable cause) {
    super(message, cause);
  }
}
