package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.ValueReader;
import io.kvperf.internal.fork.ValueMismatchException.Mismatch;
import io.kvperf.internal.fork.ValueMismatchException.ScanCount;
import io.kvperf.testengines.DelegatingStore;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

class OperationExecutorTest {
  private static final WorkloadSpec SPEC =
      WorkloadSpec.simple(500, 16, 100, 11, KeyOrder.UNIFORM)
          .withMix(OperationMix.getsAndUpdates(80, 20));
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();
  private final Blackhole blackhole =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

  private ForkedStore preloaded(KvStore store) throws Exception {
    return ForkedStore.preloaded(
        "under-test", SPEC, store, new PrintStream(console, true, StandardCharsets.UTF_8));
  }

  private void execute(OperationExecutor executor, int operations) {
    for (int i = 0; i < operations; i++) {
      executor.execute(blackhole);
    }
  }

  /** Counts what the store hands out once counting starts: one per get, one per scanned entry. */
  private static final class CountingStore extends DelegatingStore {
    final AtomicLong handedOut = new AtomicLong();
    volatile boolean counting;

    CountingStore(KvStore delegate) {
      super(delegate);
    }

    @Override
    public byte[] get(byte[] key) {
      count(1);
      return super.get(key);
    }

    @Override
    public boolean read(byte[] key, ValueReader reader) {
      count(1);
      return super.read(key, reader);
    }

    @Override
    public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
      int visited = super.scan(start, limit, direction, visitor);
      count(visited);
      return visited;
    }

    private void count(int values) {
      if (counting) {
        handedOut.addAndGet(values);
      }
    }
  }

  @Test
  void aCorrectEngineRunsEveryOperationAndConsumesEveryValue() throws Exception {
    OperationMix everything =
        new OperationMix(
            Map.of(
                Operation.GET, 30,
                Operation.UPDATE, 10,
                Operation.INSERT, 10,
                Operation.DELETE, 10,
                Operation.READ_MODIFY_WRITE, 10,
                Operation.SCAN, 15,
                Operation.REVERSE_SCAN, 15),
            20);
    for (ReadMode readMode : ReadMode.values()) {
      CountingStore store =
          new CountingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused"))));
      OperationExecutor executor =
          new OperationExecutor(
              ForkedStore.preloaded(
                  "under-test",
                  withMix(everything, readMode),
                  store,
                  new PrintStream(console, true, StandardCharsets.UTF_8)),
              0,
              0,
              1);
      store.counting = true;

      execute(executor, 20_000);

      assertThat(executor.operations()).isEqualTo(20_000);
      long executed = 0;
      for (Operation operation : Operation.values()) {
        if (operation == Operation.CURSOR_READ) {
          continue; // cannot run beside inserts and deletes: CursorReaderTest
        }
        assertThat(executor.executed(operation)).as(operation + " in " + readMode).isPositive();
        executed += executor.executed(operation);
      }
      assertThat(executed).isEqualTo(20_000);
      assertThat(executor.valuesConsumed())
          .as("values consumed in " + readMode + ": every value, key and entry the store gave")
          .isEqualTo(store.handedOut.get())
          .isGreaterThan(20_000);
    }
    assertThat(console.toString(StandardCharsets.UTF_8))
        .as("a sub-second preload prints no line of its own")
        .isEmpty();
    blackhole.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
  }

  @Test
  void aWrongValueOfTheRightSizeIsCaughtByTheSampledCheck() throws Exception {
    AtomicLong gets = new AtomicLong();
    KvStore lying =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public byte[] get(byte[] key) {
            byte[] value = super.get(key);
            // Honest during the preload check (one get per entry here), then wrong for every value.
            return gets.incrementAndGet() <= SPEC.preloadCount() ? value : new byte[value.length];
          }
        };
    OperationExecutor executor = new OperationExecutor(preloaded(lying), 0, 0, 1);
    assertZeroedValue(mismatch(() -> execute(executor, 10 * OperationExecutor.VERIFY_EVERY)));
  }

  /** What {@code executing} throws: a mismatch, or the test fails. */
  private static ValueMismatchException mismatch(ThrowingCallable executing) {
    return CursorReaderTest.mismatch(executing);
  }

  /** Asserts that {@code mismatch} is engine under-test's zeroed value of the right size. */
  private static void assertZeroedValue(ValueMismatchException mismatch) {
    assertThat(mismatch)
        .returns(Mismatch.WRONG_VALUE, ValueMismatchException::mismatch)
        .returns("under-test", ValueMismatchException::engineId);
    assertThat(mismatch.keyIndex()).isPresent();
    assertThat(mismatch.expected()).hasValueSatisfying(value -> assertThat(value).hasSize(100));
    assertThat(mismatch.actual())
        .hasValueSatisfying(value -> assertThat(value).hasSize(100).containsOnly(0));
    assertThat(mismatch.firstDifference()).isPresent();
  }

  @Test
  void aLostPreloadFailsBeforeAnythingIsMeasured() {
    KvStore forgetful =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public void put(byte[] key, byte[] value) {}
        };
    ValueMismatchException lost = mismatch(() -> preloaded(forgetful));
    assertThat(lost)
        .returns(Mismatch.WRONG_VALUE, ValueMismatchException::mismatch)
        .returns(Optional.empty(), ValueMismatchException::actual);
    assertThat(lost.expected()).isPresent();
  }

  private static WorkloadSpec withMix(OperationMix mix, ReadMode readMode) {
    return new WorkloadSpec(
        new WorkloadSpec.Entries(
            500, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
        11,
        KeyChoice.of(KeyOrder.UNIFORM),
        mix,
        new WorkloadSpec.Reads(SizeRange.fixed(5), readMode),
        1);
  }

  /**
   * The skip list, with the entries of each scan whose range holds more than its limit (the limit
   * and one more) rewritten before the visitor sees the limit of them; other scans unchanged.
   */
  private static KvStore rewritingScans(UnaryOperator<List<byte[][]>> rewrite) {
    return new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
      @Override
      public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
        List<byte[][]> entries = new ArrayList<>();
        super.scan(
            start, limit + 1, direction, (key, value) -> entries.add(new byte[][] {key, value}));
        List<byte[][]> rewritten = entries.size() > limit ? rewrite.apply(entries) : entries;
        int visited = Math.min(limit, rewritten.size());
        for (byte[][] entry : rewritten.subList(0, visited)) {
          visitor.visit(entry[0], entry[1]);
        }
        return visited;
      }
    };
  }

  @Test
  void aScanOutOfOrderIsCaughtByACheckedScan() throws Exception {
    // Hands out the first entry twice: the count stays right, no key is skipped, but the order is
    // no longer strict.
    KvStore repeating =
        rewritingScans(
            entries -> {
              entries.add(0, entries.get(0));
              return entries;
            });
    OperationExecutor executor = scanning(repeating, scansOf(Operation.SCAN));
    assertThat(mismatch(() -> execute(executor, 2 * OperationExecutor.VERIFY_EVERY)))
        .returns(Mismatch.SCAN_ORDER, ValueMismatchException::mismatch)
        .returns(Optional.of(ScanDirection.ASCENDING), ValueMismatchException::direction);
  }

  private OperationExecutor scanning(KvStore store, WorkloadSpec spec) throws Exception {
    return new OperationExecutor(
        ForkedStore.preloaded(
            "under-test", spec, store, new PrintStream(console, true, StandardCharsets.UTF_8)),
        0,
        0,
        1);
  }

  private static WorkloadSpec scansOf(Operation scan) {
    return withMix(new OperationMix(Map.of(scan, 100), 0), ReadMode.COPY);
  }

  @Test
  void aScanReturningFewerEntriesThanExistIsCaughtAtOnce() throws Exception {
    KvStore truncating =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
            return super.scan(start, Math.max(1, limit - 1), direction, visitor);
          }
        };
    // Every scan is counted, not only the checked ones: the first scan whose range holds its whole
    // limit fails.
    for (Operation scan : new Operation[] {Operation.SCAN, Operation.REVERSE_SCAN}) {
      OperationExecutor executor = scanning(truncating, scansOf(scan));
      assertThat(mismatch(() -> execute(executor, 10)))
          .as(scan.name())
          .returns(Mismatch.SCAN_COUNT, ValueMismatchException::mismatch)
          .returns(Optional.of(new ScanCount(5, 4, 4, 5, 5)), ValueMismatchException::scanCount);
    }
  }

  @Test
  void aScanThatSkipsAKeyIsCaughtByACheckedScan() throws Exception {
    // Drops the second entry and hands out one more, so that the count looks right.
    KvStore skipping =
        rewritingScans(
            entries -> {
              entries.remove(1);
              return entries;
            });
    OperationExecutor executor = scanning(skipping, scansOf(Operation.SCAN));
    assertThatThrownBy(() -> execute(executor, 2 * OperationExecutor.VERIFY_EVERY))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageMatching(
            "(?s).*skipped key #(\\d+) in a scan ASCENDING from key #\\d+: its entry 2 was key #\\d+.*");
  }

  @Test
  void aScannedKeyOrValueThatWasNeverWrittenIsCaughtByACheckedScan() throws Exception {
    // The right number of entries with the right indexes, but the last key byte of the third
    // entry changed; then the right keys with zeroed values.
    KvStore wrongKey =
        rewritingScans(
            entries -> {
              byte[] key = entries.get(2)[0].clone();
              key[key.length - 1] ^= 1;
              entries.set(2, new byte[][] {key, entries.get(2)[1]});
              return entries;
            });
    OperationExecutor keys = scanning(wrongKey, scansOf(Operation.SCAN));
    assertThat(mismatch(() -> execute(keys, 2 * OperationExecutor.VERIFY_EVERY)))
        .returns(Mismatch.NEVER_WRITTEN, ValueMismatchException::mismatch)
        .returns(Optional.of(ScanDirection.ASCENDING), ValueMismatchException::direction);

    KvStore zeroedValues =
        rewritingScans(
            entries -> {
              entries.replaceAll(entry -> new byte[][] {entry[0], new byte[entry[1].length]});
              return entries;
            });
    OperationExecutor values = scanning(zeroedValues, scansOf(Operation.REVERSE_SCAN));
    assertZeroedValue(mismatch(() -> execute(values, 2 * OperationExecutor.VERIFY_EVERY)));
  }

  @Test
  void scansBothWaysBesideInsertsAndDeletesPassOnACorrectStore() throws Exception {
    // Scans start from preloaded keys and from the thread's own inserts (LATEST), near both ends
    // of the key space, while inserts and deletes change what exists above the preloaded keys.
    WorkloadSpec spec =
        new WorkloadSpec(
            new WorkloadSpec.Entries(
                500, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
            11,
            KeyChoice.of(KeyOrder.LATEST),
            new OperationMix(
                Map.of(
                    Operation.SCAN,
                    30,
                    Operation.REVERSE_SCAN,
                    30,
                    Operation.INSERT,
                    25,
                    Operation.DELETE,
                    15),
                0),
            new WorkloadSpec.Reads(SizeRange.uniform(1, 40), ReadMode.COPY),
            1);
    OperationExecutor executor =
        scanning(new SkipListEngine().open(StoreContext.of(Path.of("unused"))), spec);
    execute(executor, 20_000);
    assertThat(executor.executed(Operation.SCAN)).isGreaterThan(5_000);
    assertThat(executor.executed(Operation.REVERSE_SCAN)).isGreaterThan(5_000);
  }

  @Test
  void aWrongZeroCopyValueIsCaughtAndQuoted() throws Exception {
    KvStore lying =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public boolean read(byte[] key, ValueReader reader) {
            reader.read(ByteBuffer.allocate(100).asReadOnlyBuffer());
            return true;
          }
        };
    WorkloadSpec gets = withMix(OperationMix.readOnly(), ReadMode.ZERO_COPY);
    OperationExecutor executor =
        new OperationExecutor(
            ForkedStore.preloaded(
                "under-test", gets, lying, new PrintStream(console, true, StandardCharsets.UTF_8)),
            0,
            0,
            1);
    assertZeroedValue(mismatch(() -> execute(executor, 2 * OperationExecutor.VERIFY_EVERY)));
  }

  @Test
  void aValueForAKeyNeverWrittenIsCaught() throws Exception {
    KvStore inventive =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public byte[] get(byte[] key) {
            byte[] value = super.get(key);
            return value == null ? new byte[100] : value;
          }
        };
    WorkloadSpec gets = withMix(new OperationMix(Map.of(Operation.GET, 100), 50), ReadMode.COPY);
    OperationExecutor executor =
        new OperationExecutor(
            ForkedStore.preloaded(
                "under-test",
                gets,
                inventive,
                new PrintStream(console, true, StandardCharsets.UTF_8)),
            0,
            0,
            1);
    assertThat(mismatch(() -> execute(executor, 20)))
        .returns(Mismatch.NEVER_WRITTEN, ValueMismatchException::mismatch)
        .returns(Optional.empty(), ValueMismatchException::direction);
  }
}
