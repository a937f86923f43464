package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OperationStreamTest {
  private static final OperationMix EVERYTHING = Mixes.EVERYTHING;

  static List<String> first(OperationStream stream, int count) {
    List<String> ops = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      stream.next();
      ops.add(describe(stream));
    }
    return ops;
  }

  static String describe(OperationStream stream) {
    return switch (stream.operation()) {
      case GET, DELETE ->
          stream.operation() + ":" + stream.keyIndex() + (stream.missing() ? "?" : "");
      case UPDATE, READ_MODIFY_WRITE ->
          stream.operation() + ":" + stream.keyIndex() + "@" + stream.version();
      case INSERT -> "INSERT:" + stream.keyIndex();
      case SCAN, REVERSE_SCAN ->
          stream.operation() + ":" + stream.keyIndex() + "+" + stream.scanLength();
      case CURSOR_READ -> "CURSOR_READ";
    };
  }

  @Test
  void aThreadsStreamIsReproducibleAndDiffersFromOtherThreads() {
    for (KeyOrder order : KeyOrder.values()) {
      WorkloadSpec spec = Specs.choosing(100_000, KeyChoice.of(order), EVERYTHING, 2);
      assertThat(first(new OperationStream(spec, 0), 2000))
          .as(order.name())
          .isEqualTo(first(new OperationStream(spec, 0), 2000))
          .isNotEqualTo(first(new OperationStream(spec, 1), 2000));
    }
  }

  @Test
  void theOperationsOfASeedArePinned() {
    // Seen identical on JDK 17 and JDK 25.
    WorkloadSpec spec =
        Specs.choosing(
            1000, KeyChoice.of(KeyOrder.UNIFORM), OperationMix.getsAndUpdates(50, 50), 1);
    assertThat(first(new OperationStream(spec, 0), 4))
        .containsExactly(GoldenBytes.FIRST_OPERATIONS);
  }

  @Test
  void everyOperationTypeTakesItsShare() {
    WorkloadSpec spec = Specs.choosing(1000, KeyChoice.of(KeyOrder.UNIFORM), EVERYTHING, 1);
    OperationStream stream = new OperationStream(spec, 0);
    Map<Operation, Integer> counts = new EnumMap<>(Operation.class);
    int missingGets = 0;
    int draws = 200_000;
    for (int i = 0; i < draws; i++) {
      stream.next();
      counts.merge(stream.operation(), 1, Integer::sum);
      missingGets += stream.operation() == Operation.GET && stream.missing() ? 1 : 0;
    }
    EVERYTHING
        .percentByOperation()
        .forEach(
            (type, percent) ->
                assertThat(counts.getOrDefault(type, 0) * 100.0 / draws)
                    .as(type.name())
                    .isCloseTo(percent, org.assertj.core.api.Assertions.within(0.5)));
    assertThat(missingGets * 100.0 / counts.get(Operation.GET))
        .isCloseTo(20, org.assertj.core.api.Assertions.within(0.7));
  }

  @Test
  void threadsInsertDisjointKeysAndDeleteTheirOwnOldestFirst() {
    OperationMix mix = new OperationMix(Map.of(Operation.INSERT, 60, Operation.DELETE, 40), 0);
    WorkloadSpec spec = Specs.choosing(100, KeyChoice.of(KeyOrder.UNIFORM), mix, 3);
    Set<Long> allInserted = new HashSet<>();
    for (int thread = 0; thread < 3; thread++) {
      OperationStream stream = new OperationStream(spec, thread);
      List<Long> live = new ArrayList<>();
      for (int i = 0; i < 5000; i++) {
        stream.next();
        if (stream.operation() == Operation.INSERT) {
          assertThat(stream.keyIndex()).isGreaterThanOrEqualTo(100);
          assertThat((stream.keyIndex() - 100) % 3).isEqualTo(thread);
          assertThat(allInserted.add(stream.keyIndex())).isTrue();
          live.add(stream.keyIndex());
        } else if (live.isEmpty()) {
          assertThat(stream.missing())
              .as("nothing of its own left: deletes a missing key")
              .isTrue();
        } else {
          assertThat(stream.missing()).isFalse();
          assertThat(stream.keyIndex()).isEqualTo(live.remove(0));
        }
      }
    }
  }

  @Test
  void aBoundedPopulateInRandomOrderWritesEveryKeyOfItsSpanOnceAndNotInKeyOrder() {
    OperationMix inserts = new OperationMix(Map.of(Operation.INSERT, 100), 0);
    WorkloadSpec random =
        Specs.choosing(0, KeyChoice.of(KeyOrder.UNIFORM), inserts, 2)
            .withPreloadOrder(PreloadOrder.RANDOM);
    long span = 10_000;
    List<Long> written = new ArrayList<>();
    for (int thread = 0; thread < 2; thread++) {
      OperationStream stream = new OperationStream(random, thread, span);
      List<Long> own = new ArrayList<>();
      for (int i = 0; i < span / 2; i++) {
        stream.next();
        own.add(stream.keyIndex());
      }
      assertThat(own).as("thread %d's keys", thread).isNotEqualTo(own.stream().sorted().toList());
      assertThat(own).isEqualTo(insertsOf(new OperationStream(random, thread, span), own.size()));
      written.addAll(own);
    }
    assertThat(new HashSet<>(written))
        .hasSize((int) span)
        .allSatisfy(key -> assertThat(key).isBetween(0L, span - 1));

    OperationStream past = new OperationStream(random, 0, span);
    assertThat(insertsOf(past, (int) span / 2 + 2).subList((int) span / 2, (int) span / 2 + 2))
        .as("beyond the span, in key order")
        .containsExactly(span, span + 2);
    WorkloadSpec keyOrder = random.withPreloadOrder(PreloadOrder.KEY_ORDER);
    assertThat(insertsOf(new OperationStream(keyOrder, 1, span), 3)).containsExactly(1L, 3L, 5L);
  }

  private static List<Long> insertsOf(OperationStream stream, int count) {
    List<Long> keys = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      stream.next();
      keys.add(stream.keyIndex());
    }
    return keys;
  }

  @Test
  void writesCarryVersionsUniqueAcrossThreads() {
    WorkloadSpec spec =
        Specs.choosing(
            1000, KeyChoice.of(KeyOrder.UNIFORM), OperationMix.getsAndUpdates(0, 100), 2);
    Set<Long> versions = new HashSet<>();
    for (int thread = 0; thread < 2; thread++) {
      OperationStream stream = new OperationStream(spec, thread);
      for (int i = 0; i < 1000; i++) {
        stream.next();
        assertThat(versions.add(stream.version())).isTrue();
      }
    }
  }

  @Test
  void scanLengthsCoverTheirRange() {
    OperationMix scans =
        new OperationMix(Map.of(Operation.SCAN, 50, Operation.REVERSE_SCAN, 50), 0);
    OperationStream stream =
        new OperationStream(Specs.choosing(1000, KeyChoice.of(KeyOrder.UNIFORM), scans, 1), 0);
    Set<Integer> lengths = new HashSet<>();
    for (int i = 0; i < 20_000; i++) {
      stream.next();
      lengths.add(stream.scanLength());
    }
    assertThat(lengths).hasSize(100).allSatisfy(l -> assertThat(l).isBetween(1, 100));
  }

  @Test
  void sequentialWalksInKeyOrderAndWrapsEachThreadFromItsOwnSlice() {
    WorkloadSpec spec =
        Specs.choosing(4, KeyChoice.of(KeyOrder.SEQUENTIAL), OperationMix.readOnly(), 2);
    assertThat(first(new OperationStream(spec, 0), 6))
        .containsExactly("GET:0", "GET:1", "GET:2", "GET:3", "GET:0", "GET:1");
    assertThat(first(new OperationStream(spec, 1), 3)).containsExactly("GET:2", "GET:3", "GET:0");
  }

  @Test
  void sequentialAfterARandomPreloadWalksTheKeysInTheOrderTheyWereWritten() {
    WorkloadSpec spec =
        Specs.choosing(1_000, KeyChoice.of(KeyOrder.SEQUENTIAL), OperationMix.readOnly(), 1)
            .withPreloadOrder(io.kvperf.api.PreloadOrder.RANDOM);
    java.util.function.LongUnaryOperator written = spec.preloadSequence();
    OperationStream stream = new OperationStream(spec, 0);
    for (long position = 0; position < 2_500; position++) {
      stream.next();
      assertThat(stream.keyIndex())
          .as("operation %d", position)
          .isEqualTo(written.applyAsLong(position % 1_000));
    }
  }

  @Test
  void eachThreadDrawsItsGroupsMix() {
    WorkloadSpec spec =
        Specs.fixed(1_000, 16, 100, 1)
            .withGroups(
                List.of(
                    new GroupSpec("writer", 1, OperationMix.only(Operation.UPDATE)),
                    new GroupSpec("readers", 2, OperationMix.readOnly())));
    assertThat(operations(new OperationStream(spec, 0), 50)).containsOnly(Operation.UPDATE);
    assertThat(operations(new OperationStream(spec, 1), 50)).containsOnly(Operation.GET);
    assertThat(operations(new OperationStream(spec, 2), 50)).containsOnly(Operation.GET);
  }

  /** The types of the next {@code count} operations of {@code stream}. */
  private static List<Operation> operations(OperationStream stream, int count) {
    List<Operation> types = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      stream.next();
      types.add(stream.operation());
    }
    return types;
  }

  @Test
  void aThreadIndexOutsideTheWorkloadIsRejected() {
    WorkloadSpec spec = Specs.fixed(10, 16, 100, 1).withThreads(2);
    assertThatThrownBy(() -> new OperationStream(spec, 2)).hasMessageContaining("outside 0..1");
  }
}
