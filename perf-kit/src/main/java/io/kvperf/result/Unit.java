package io.kvperf.result;

/** The unit of a figure, with the symbol reports print after it. */
public enum Unit {
  /** Operations per second. */
  OPS_PER_SECOND("ops/s"),
  /** Nanoseconds. */
  NANOSECONDS("ns"),
  /** Bytes. */
  BYTES("bytes"),
  /** Nanoseconds per operation. */
  NANOSECONDS_PER_OPERATION("ns/op"),
  /** Bytes per operation. */
  BYTES_PER_OPERATION("B/op"),
  /** Events per million operations. */
  PER_MILLION_OPERATIONS("/M ops"),
  /** Bytes per byte. */
  BYTES_PER_BYTE("B/B"),
  /** Nanoseconds per second of measured wall time. */
  NANOSECONDS_PER_SECOND("ns/s");

  private final String symbol;

  Unit(String symbol) {
    this.symbol = symbol;
  }

  /** Whether it measures time, which follows the machine's speed. */
  public boolean isTime() {
    return this == NANOSECONDS
        || this == NANOSECONDS_PER_OPERATION
        || this == NANOSECONDS_PER_SECOND;
  }

  /** The symbol printed after a value, e.g. {@code ns}. */
  public String symbol() {
    return symbol;
  }
}
