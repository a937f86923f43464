package io.kvperf.internal.fork;

import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import io.kvperf.internal.fork.ValueMismatchException.ScanCount;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Consumes the entries of a scan and checks them against the key space the workload makes.
 *
 * <p>Keys sort in index order, and the preloaded keys {@code [0, preload)} are never deleted (a
 * thread deletes only keys it inserted, whose indexes lie above them). So the preloaded part of any
 * scan's range is known exactly:
 *
 * <ul>
 *   <li><b>Every scan</b> must return as many entries as exist in its range, up to its limit. From
 *       preloaded key {@code s}: exactly {@code min(limit, preload - s)} ascending when nothing is
 *       inserted (at least that many, up to the limit, beside inserts), and exactly {@code
 *       min(limit, s + 1)} descending. From an inserted key: at least 1 ascending, and at least
 *       {@code min(limit, preload + 1)} descending. What inserts and deletes beside the scan make
 *       exist is not known, so it is not counted.
 *   <li><b>A checked scan</b> (one read in {@link OperationExecutor#VERIFY_EVERY}) must also start
 *       at its start key, return only keys the workload writes, byte for byte, in strict order in
 *       its direction, and skip no preloaded key; one of its entries, at a position that moves from
 *       one checked scan to the next, must hold the generator's value. (Regenerating a value costs
 *       as much as scanning several entries; measured:
 *       docs/records/2026-11-23-harness-overhead.md.)
 * </ul>
 *
 * Reused for every scan of a thread; not thread-safe.
 */
final class ScanChecker implements EntryVisitor {
  private final String engineId;
  private final KeySpace keys;
  private final ValueSpace values;
  private final long preload;
  private final boolean inserts;
  private Blackhole blackhole;
  private boolean ascending; // not the enum: see start
  private boolean verify;
  private long startIndex;
  private int limit;
  private long previousIndex;
  private long nextPreloaded;
  private int visited;
  private long checkedScans;
  private int valuePosition;

  /**
   * A checker for a workload of {@code preload} preloaded keys, whose mix {@code inserts} keys or
   * not.
   */
  ScanChecker(String engineId, KeySpace keys, ValueSpace values, long preload, boolean inserts) {
    this.engineId = engineId;
    this.keys = keys;
    this.values = values;
    this.preload = preload;
    this.inserts = inserts;
  }

  /** A checker for the workload of {@code forked}. */
  static ScanChecker of(ForkedStore forked) {
    return new ScanChecker(
        forked.engineId(),
        forked.workload().keySpace(),
        forked.workload().valueSpace(),
        forked.workload().preloadCount(),
        forked.workload().threadGroups().runs(io.kvperf.api.Operation.INSERT));
  }

  /** Starts a scan from existing key {@code startIndex} of at most {@code scanLimit} entries. */
  void start(
      Blackhole sink,
      ScanDirection scanDirection,
      boolean verifyEntries,
      long startIndex,
      int scanLimit) {
    // Reference stores into this long-lived object cost the GC's write barrier a fence each
    // (measured: docs/records/2026-11-23-harness-overhead.md): the sink is stored once, the
    // direction as a flag.
    if (sink != blackhole) {
      this.blackhole = sink;
    }
    this.ascending = scanDirection == ScanDirection.ASCENDING;
    this.verify = verifyEntries;
    this.startIndex = startIndex;
    this.limit = scanLimit;
    this.previousIndex = -1;
    this.visited = 0;
    if (verifyEntries) {
      valuePosition = (int) (checkedScans++ % scanLimit);
    }
    this.nextPreloaded = ascending ? startIndex : Math.min(startIndex, preload - 1);
  }

  int visited() {
    return visited;
  }

  /**
   * Checks the count the scan returned against the entries its visitor saw and those that exist in
   * its range (the class comment says which).
   */
  void checkCount(int returned) {
    long fewest;
    long most = limit;
    boolean fromPreloaded = startIndex < preload;
    if (ascending) {
      fewest = fromPreloaded ? Math.min(limit, preload - startIndex) : 1;
      if (fromPreloaded && !inserts) {
        most = fewest;
      }
    } else {
      fewest = fromPreloaded ? Math.min(limit, startIndex + 1) : Math.min(limit, preload + 1);
      if (fromPreloaded) {
        most = fewest;
      }
    }
    if (returned != visited || returned < fewest || returned > most) {
      throw ValueMismatchException.wrongScanCount(
          engineId, direction(), startIndex, new ScanCount(limit, returned, visited, fewest, most));
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
    // Keys sort in index order, so indexes say the order; the key's bytes are checked in full.
    long index = keys.indexOf(key);
    if (!keys.matches(index, key)) {
      throw ValueMismatchException.scannedNeverWritten(engineId, direction(), key);
    }
    if (previousIndex < 0 && index != startIndex) {
      throw ValueMismatchException.wrongScanStart(engineId, direction(), startIndex, index);
    }
    if (previousIndex >= 0 && (ascending ? index <= previousIndex : index >= previousIndex)) {
      throw ValueMismatchException.scanOutOfOrder(engineId, direction(), previousIndex, index);
    }
    // Ascending, inserted keys come only after the last preloaded one.
    boolean preloadedNext = index < preload || (ascending && nextPreloaded < preload);
    if (preloadedNext) {
      if (index != nextPreloaded) {
        throw ValueMismatchException.skippedKey(
            engineId, direction(), startIndex, nextPreloaded, visited, index);
      }
      nextPreloaded += ascending ? 1 : -1;
    }
    // Regenerating a value costs several entries' worth of scanning: one value per checked scan,
    // at a position that moves from one checked scan to the next.
    if (visited - 1 == valuePosition && !values.matches(index, value)) {
      throw new ValueMismatchException(engineId, index, key.clone(), values.value(index), value);
    }
    previousIndex = index;
  }

  private ScanDirection direction() {
    return ascending ? ScanDirection.ASCENDING : ScanDirection.DESCENDING;
  }
}
