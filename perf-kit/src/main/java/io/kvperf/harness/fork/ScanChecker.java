package io.kvperf.harness.fork;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import java.util.Arrays;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Consumes the entries of a scan and, for a checked scan, verifies that keys come in strict
 * unsigned order in the scan's direction and that each value is the generator's for its key (a key
 * tells its index in its first bytes). Reused for every scan of a thread.
 */
final class ScanChecker implements EntryVisitor {
  private final String engineId;
  private final KeySpace keys;
  private final ValueSpace values;
  private Blackhole blackhole;
  private ScanDirection direction;
  private boolean verify;
  private byte[] previous;
  private int visited;

  ScanChecker(String engineId, KeySpace keys, ValueSpace values) {
    this.engineId = engineId;
    this.keys = keys;
    this.values = values;
  }

  void start(Blackhole sink, ScanDirection scanDirection, boolean verifyEntries) {
    this.blackhole = sink;
    this.direction = scanDirection;
    this.verify = verifyEntries;
    this.previous = null;
    this.visited = 0;
  }

  int visited() {
    return visited;
  }

  /**
   * Checks the count a scan from existing key {@code startIndex} returned: at least one entry, at
   * most {@code limit}, and as many as the visitor saw.
   */
  void checkCount(int returned, int limit, long startIndex) {
    if (returned < 1 || returned > limit || returned != visited) {
      throw new ValueMismatchException(
          "engine '"
              + engineId
              + "' scanned "
              + returned
              + " entries (visitor saw "
              + visited
              + ") "
              + direction
              + " from existing key #"
              + startIndex
              + " with limit "
              + limit);
    }
  }

  @Override
  public void visit(byte[] key, byte[] value) {
    // Small enough to be inlined into the engine's scan loop; the checks live in their own method.
    visited++;
    blackhole.consume(key);
    blackhole.consume(value);
    if (verify) {
      verifyEntry(key, value);
    }
  }

  private void verifyEntry(byte[] key, byte[] value) {
    if (previous != null) {
      int order = Arrays.compareUnsigned(previous, key);
      if (direction == ScanDirection.ASCENDING ? order >= 0 : order <= 0) {
        throw new ValueMismatchException(
            "engine '"
                + engineId
                + "' scanned "
                + direction
                + " out of order: "
                + ValueMismatchException.hexOf(previous)
                + " then "
                + ValueMismatchException.hexOf(key));
      }
    }
    long index = keys.indexOf(key);
    if (!values.matches(index, value)) {
      throw new ValueMismatchException(engineId, index, key.clone(), values.value(index), value);
    }
    previous = key.clone();
  }
}
