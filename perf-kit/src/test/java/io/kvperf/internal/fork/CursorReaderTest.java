package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.internal.fork.ValueMismatchException.Mismatch;
import io.kvperf.internal.fork.ValueMismatchException.ScanCount;
import io.kvperf.testengines.DelegatingStore;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

/** Cursor reads walk every preloaded key in order, wrap, and catch an engine that does not. */
class CursorReaderTest {
  private static final int PRELOAD = 600; // more than two read-aheads, not a multiple of one
  private static final WorkloadSpec CURSOR =
      new WorkloadSpec(
          new WorkloadSpec.Entries(
              PRELOAD, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
          11,
          KeyChoice.of(KeyOrder.UNIFORM),
          new OperationMix(Map.of(Operation.CURSOR_READ, 100), 0),
          new WorkloadSpec.Reads(SizeRange.fixed(1), ReadMode.COPY),
          1);
  private final Blackhole blackhole =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

  private OperationExecutor executor(KvStore store) throws Exception {
    return new OperationExecutor(
        ForkedStore.preloaded(
            "under-test",
            CURSOR,
            store,
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
        0,
        0,
        1);
  }

  /** The skip list, recording the start key and limit of every scan it is asked for. */
  private static final class RecordingStore extends DelegatingStore {
    final List<Integer> limits = new ArrayList<>();
    final List<byte[]> starts = new ArrayList<>();

    RecordingStore() {
      super(new SkipListEngine().open(StoreContext.of(Path.of("unused"))));
    }

    @Override
    public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
      limits.add(limit);
      starts.add(start.clone());
      return super.scan(start, limit, direction, visitor);
    }
  }

  @Test
  void readsEveryKeyInOrderAndWrapsAtTheEnd() throws Exception {
    RecordingStore store = new RecordingStore();
    OperationExecutor executor = executor(store);
    store.limits.clear();
    store.starts.clear();
    // Two full passes and a bit: every value is checked in order, one in 256 against the generator.
    for (int i = 0; i < 2 * PRELOAD + 10; i++) {
      executor.execute(blackhole);
    }
    assertThat(executor.executed(Operation.CURSOR_READ)).isEqualTo(2 * PRELOAD + 10);
    assertThat(executor.valuesConsumed()).isEqualTo(2 * PRELOAD + 10);
    // 600 = 256 + 256 + 88 per pass: the last read-ahead stops at the last key, then wraps.
    assertThat(store.limits).containsExactly(256, 256, 88, 256, 256, 88, 256);
    byte[] first = CURSOR.keySpace().key(0);
    assertThat(store.starts.get(0)).isEqualTo(first);
    assertThat(store.starts.get(3)).isEqualTo(first);
    assertThat(store.starts.get(1)).isEqualTo(CURSOR.keySpace().key(256));
  }

  @Test
  void aCursorThatSkipsAKeyIsCaughtAtTheKeyAfterIt() throws Exception {
    KvStore skipping =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
            List<byte[][]> entries = new ArrayList<>();
            super.scan(start, limit + 1, direction, (k, v) -> entries.add(new byte[][] {k, v}));
            if (entries.size() > 3) {
              entries.remove(2);
            }
            int visited = Math.min(limit, entries.size());
            entries.subList(0, visited).forEach(e -> visitor.visit(e[0], e[1]));
            return visited;
          }
        };
    OperationExecutor executor = executor(skipping);
    executor.execute(blackhole);
    executor.execute(blackhole);
    assertThat(mismatch(() -> executor.execute(blackhole)))
        .returns(Mismatch.CURSOR_KEY, ValueMismatchException::mismatch)
        .returns(OptionalLong.of(2), ValueMismatchException::keyIndex);
  }

  @Test
  void aReadAheadShorterThanTheKeysLeftFailsAtOnce() throws Exception {
    KvStore truncating =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
            return super.scan(start, limit - 1, direction, visitor);
          }
        };
    OperationExecutor executor = executor(truncating);
    assertThat(mismatch(() -> executor.execute(blackhole)))
        .returns(Mismatch.SCAN_COUNT, ValueMismatchException::mismatch)
        .returns(Optional.of(ScanDirection.ASCENDING), ValueMismatchException::direction)
        .returns(OptionalLong.of(0), ValueMismatchException::keyIndex)
        .returns(
            Optional.of(new ScanCount(256, 255, 255, 256, 256)), ValueMismatchException::scanCount);
  }

  @Test
  void aWrongValueIsCaughtByTheSampledCheck() throws Exception {
    KvStore zeroing =
        new DelegatingStore(new SkipListEngine().open(StoreContext.of(Path.of("unused")))) {
          @Override
          public int scan(byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
            return super.scan(
                start, limit, direction, (k, v) -> visitor.visit(k, new byte[v.length]));
          }
        };
    OperationExecutor executor = executor(zeroing);
    ValueMismatchException zeroed =
        mismatch(
            () -> {
              for (int i = 0; i < OperationExecutor.VERIFY_EVERY; i++) {
                executor.execute(blackhole);
              }
            });
    assertThat(zeroed)
        .returns(Mismatch.WRONG_VALUE, ValueMismatchException::mismatch)
        .returns(
            OptionalLong.of(OperationExecutor.VERIFY_EVERY - 1), ValueMismatchException::keyIndex);
    assertThat(zeroed.actual()).hasValueSatisfying(value -> assertThat(value).containsOnly(0));
  }

  /** What {@code reading} throws: a mismatch, or the test fails. */
  static ValueMismatchException mismatch(ThrowingCallable reading) {
    ValueMismatchException thrown = catchThrowableOfType(ValueMismatchException.class, reading);
    assertThat(thrown).as("a mismatch").isNotNull();
    return thrown;
  }
}
