package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/**
 * A store of two contracts for tests of bad baseline files: {@link BaselineFixtures#CONTRACT}'s
 * file, with a rocksdb and a skiplist entry, is the one a test breaks; {@link #OTHER}'s, with a
 * calibrated entry (three runs), must be read and gated as if nothing had happened.
 */
final class BadBaselineFiles {
  static final String OTHER = "com.example.PutContract#uniformPut";
  static final Instant TEN = Instant.parse("2026-11-22T10:00:00Z");

  final BaselineStore store;
  final Path file;

  BadBaselineFiles(Path directory) {
    store = new BaselineStore(directory);
    file = store.fileOf(CONTRACT);
    record(store, result("rocksdb", MACHINE, 100.0, 101.0), TEN);
    record(store, result("skiplist", MACHINE, 200.0, 201.0), TEN);
    for (int run = 0; run < GateRule.MIN_RUNS; run++) {
      record(store, OTHER, result("skiplist", MACHINE, 300.0, 301.0), TEN.plusSeconds(600L * run));
    }
  }

  /** The broken file's text. */
  String text() throws IOException {
    return Files.readString(file);
  }

  /** Replaces the broken file's text. */
  void write(String text) throws IOException {
    Files.writeString(file, text);
  }

  /**
   * The figures the store gates, with each file that cannot be read added to {@code unreadable}:
   * the other contract's throughput, whatever became of the broken file.
   */
  int gatedFigures(List<BaselineFileException> unreadable) {
    return GatedFigures.in(
            store, MACHINE, "full", c -> Optional.of(Budgets.throughputDrop(10)), unreadable::add)
        .count();
  }

  /**
   * Asserts that the other contract is unharmed: its entry reads, its figure is gated, and the
   * broken file is the one file that could not be read, with {@code problem}.
   */
  void assertOtherContractUnharmed(Problem problem) {
    assertThat(store.entries(OTHER))
        .extracting(entry -> entry.key().engine())
        .containsExactly("skiplist");
    List<BaselineFileException> unreadable = new ArrayList<>();
    assertThat(gatedFigures(unreadable)).as("the other contract's throughput").isOne();
    assertThat(unreadable)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.file()).isEqualTo(file);
              assertThat(e.problem()).isEqualTo(problem);
            });
  }

  /**
   * Asserts that reading the broken file, checking it and updating it each fail with {@code
   * problem}, naming the file; that it was left as it was; and that the other contract is unharmed.
   * Returns the update's exception.
   */
  BaselineFileException refused(Problem problem) throws IOException {
    byte[] before = Files.readAllBytes(file);
    List<ThrowingCallable> uses =
        List.of(
            () -> store.find(result("rocksdb", MACHINE, 1.0)),
            () -> store.requireReadable(CONTRACT),
            () -> record(store, result("alpha", MACHINE, 1.0), TEN.plusSeconds(60)));
    BaselineFileException thrown = null;
    for (ThrowingCallable use : uses) {
      try {
        use.call();
      } catch (BaselineFileException e) {
        assertThat(e.problem()).isEqualTo(problem);
        assertThat(e.file()).isEqualTo(file);
        assertThat(e.getMessage()).contains(file.toString());
        thrown = e;
        continue;
      } catch (Throwable other) {
        throw new AssertionError("not a BaselineFileException", other);
      }
      throw new AssertionError("the broken file was read without an error");
    }
    assertThat(Files.readAllBytes(file)).as("left as it was").isEqualTo(before);
    assertOtherContractUnharmed(problem);
    return thrown;
  }
}
