package io.kvperf.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.ReadMode;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.ValueReader;
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
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
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
      CountingStore store = new CountingStore(new SkipListEngine().open(Path.of("unused")));
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
        .contains("preloaded under-test with 500 entries");
    blackhole.evaporate("Yes, I am Stephen Hawking, and know a thing or two about black holes.");
  }

  @Test
  void aWrongValueOfTheRightSizeIsCaughtByTheSampledCheck() throws Exception {
    AtomicLong gets = new AtomicLong();
    KvStore lying =
        new DelegatingStore(new SkipListEngine().open(Path.of("unused"))) {
          @Override
          public byte[] get(byte[] key) {
            byte[] value = super.get(key);
            // Honest during the preload check (one get per entry here), then wrong for every value.
            return gets.incrementAndGet() <= SPEC.preloadCount() ? value : new byte[value.length];
          }
        };
    OperationExecutor executor = new OperationExecutor(preloaded(lying), 0, 0, 1);
    assertThatThrownBy(() -> execute(executor, 10 * OperationExecutor.VERIFY_EVERY))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageContaining("engine 'under-test' returned a wrong value for key #")
        .hasMessageContaining("got 100 bytes 0x00000000000000000000000000000000");
  }

  @Test
  void aLostPreloadFailsBeforeAnythingIsMeasured() {
    KvStore forgetful =
        new DelegatingStore(new SkipListEngine().open(Path.of("unused"))) {
          @Override
          public void put(byte[] key, byte[] value) {}
        };
    assertThatThrownBy(() -> preloaded(forgetful))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageContaining("got no value (null)");
  }

  private static WorkloadSpec withMix(OperationMix mix, ReadMode readMode) {
    return new WorkloadSpec(
        500,
        SizeRange.fixed(16),
        SizeRange.fixed(100),
        11,
        KeyChoice.of(KeyOrder.UNIFORM),
        mix,
        SizeRange.fixed(5),
        readMode,
        1);
  }

  @Test
  void aScanOutOfOrderIsCaught() throws Exception {
    KvStore reversing =
        new DelegatingStore(new SkipListEngine().open(Path.of("unused"))) {
          @Override
          public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
            ScanDirection wrong =
                direction == ScanDirection.ASCENDING
                    ? ScanDirection.DESCENDING
                    : ScanDirection.ASCENDING;
            return super.scan(start, limit, wrong, visitor);
          }
        };
    WorkloadSpec scans = withMix(new OperationMix(Map.of(Operation.SCAN, 100), 0), ReadMode.COPY);
    OperationExecutor executor =
        new OperationExecutor(
            ForkedStore.preloaded(
                "under-test",
                scans,
                reversing,
                new PrintStream(console, true, StandardCharsets.UTF_8)),
            0,
            0,
            1);
    assertThatThrownBy(() -> execute(executor, 2 * OperationExecutor.VERIFY_EVERY))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageContaining("scanned ASCENDING out of order");
  }

  @Test
  void aWrongZeroCopyValueIsCaughtAndQuoted() throws Exception {
    KvStore lying =
        new DelegatingStore(new SkipListEngine().open(Path.of("unused"))) {
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
    assertThatThrownBy(() -> execute(executor, 2 * OperationExecutor.VERIFY_EVERY))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageContaining("got 100 bytes 0x00000000000000000000000000000000");
  }

  @Test
  void aValueForAKeyNeverWrittenIsCaught() throws Exception {
    KvStore inventive =
        new DelegatingStore(new SkipListEngine().open(Path.of("unused"))) {
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
    assertThatThrownBy(() -> execute(executor, 20))
        .isInstanceOf(ValueMismatchException.class)
        .hasMessageContaining("which was never written");
  }
}
