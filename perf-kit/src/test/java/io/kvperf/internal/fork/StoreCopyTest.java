package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.internal.protocol.Companion;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.StoreCopy;
import io.kvperf.testengines.FileMapEngine;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store preloaded once: the fork that makes it preloads and closes it and marks it ready; every
 * fork, that one included, opens a byte-identical copy; a fork waiting for a template that failed,
 * or never came, fails saying so.
 */
class StoreCopyTest {
  @TempDir Path directory;

  @Test
  void everyForkOpensAByteIdenticalCopyOfTheStoreOneForkPreloaded() throws IOException {
    Path template = directory.resolve("preloaded-store");
    ByteArrayOutputStream maker = new ByteArrayOutputStream();
    try (ForkedStore first =
        ForkedStore.open(
            plan("fork-1", new StoreCopy(template.toString(), true, 1_000)), out(maker))) {
      assertThat(first.store().get(first.workload().keySpace().key(7))).isNotNull();
      assertThat(Files.readString(StoreCopy.mark(template)).trim()).isEqualTo(StoreCopy.READY);
    }
    ByteArrayOutputStream copier = new ByteArrayOutputStream();
    try (ForkedStore second =
        ForkedStore.open(
            plan("fork-2", new StoreCopy(template.toString(), false, 1_000)), out(copier))) {
      assertThat(
              Files.mismatch(
                  template.resolve(FileMapEngine.FILE),
                  directory.resolve("fork-2/store").resolve(FileMapEngine.FILE)))
          .as("the second fork's store, byte for byte the template's")
          .isEqualTo(-1);
      assertThat(second.store().get(second.workload().keySpace().key(499))).isNotNull();
    }
    assertThat(maker.toString(StandardCharsets.UTF_8))
        .contains("kvperf: file-map: preloaded the store every fork copies in ")
        .contains("kvperf: file-map: opened a copy of the store preloaded once in ");
    assertThat(copier.toString(StandardCharsets.UTF_8))
        .doesNotContain("preloaded the store every fork copies")
        .contains("kvperf: file-map: opened a copy of the store preloaded once in ");
  }

  @Test
  void aForkWaitingForATemplateWhoseMakerFailedStops() throws IOException {
    Path template = directory.resolve("preloaded-store");
    Files.writeString(StoreCopy.mark(template), StoreCopy.STOPPED);

    assertThatThrownBy(
            () ->
                ForkedStore.open(
                    plan("fork-2", new StoreCopy(template.toString(), false, 60_000)),
                    out(new ByteArrayOutputStream())))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the fork preloading the store every fork copies (" + template + ") failed");
  }

  @Test
  void aForkWaitsForTheTemplateNoLongerThanItsPlanSays() {
    Path template = directory.resolve("preloaded-store");

    assertThatThrownBy(
            () ->
                ForkedStore.open(
                    plan("fork-2", new StoreCopy(template.toString(), false, 20)),
                    out(new ByteArrayOutputStream())))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the store every fork copies (" + template + ") was not preloaded in 20 ms");
  }

  /** A plan of 500 entries on {@code file-map}, its store in {@code fork}'s directory. */
  private ForkPlan plan(String fork, StoreCopy copy) {
    return new ForkPlan(
        new ForkPlan.Target(
            "file-map", Map.of(), directory.resolve(fork).resolve("store").toString(), copy),
        new ForkPlan.Load(WorkloadSpec.simple(500, 16, 100, 1, KeyOrder.UNIFORM), 0, 1, 0),
        Companion.none(),
        false,
        directory.resolve(fork).resolve("metrics.bin").toString());
  }

  private static PrintStream out(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }
}
