package io.kvperf.internal.fork;

import io.kvperf.engine.ValueReader;
import io.kvperf.workload.ValueSpace;
import java.nio.ByteBuffer;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Consumes a zero-copy view of a value and, for a checked read, compares it with the generator's;
 * reused for every read of one thread.
 */
final class ZeroCopyChecker implements ValueReader {
  private final ValueSpace values;
  private Blackhole blackhole;
  private long index;
  private boolean verify;
  private byte[] mismatched;

  ZeroCopyChecker(ValueSpace values) {
    this.values = values;
  }

  void prepare(Blackhole sink, long keyIndex, boolean verifyContent) {
    if (sink != blackhole) {
      this.blackhole = sink; // once: a reference store costs the GC's write barrier a fence
    }
    this.index = keyIndex;
    this.verify = verifyContent;
    this.mismatched = null;
  }

  /** The bytes of the value lent last, when the check found them wrong; otherwise {@code null}. */
  byte[] mismatched() {
    return mismatched;
  }

  @Override
  public void read(ByteBuffer value) {
    if (verify && !values.matches(index, value.duplicate())) {
      mismatched = new byte[value.remaining()];
      value.duplicate().get(mismatched);
    }
    blackhole.consume(value);
    if (value.hasRemaining()) {
      blackhole.consume(value.get(value.position()));
    }
  }
}
