package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.testengines.DelegatingStore;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

/** The kit's operation path as kit-benchmarks opens it: preloaded, then driven one call a time. */
class KitOperationPathTest {
  private static final WorkloadSpec GETS =
      WorkloadSpec.simple(500, 16, 100, 11, KeyOrder.UNIFORM)
          .withMix(OperationMix.only(Operation.GET));
  private final PrintStream console =
      new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
  private final Blackhole blackhole =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

  /** The skip list, counting its gets and whether it was closed. */
  private static final class CountingStore extends DelegatingStore {
    long gets;
    boolean closed;

    CountingStore() {
      super(new SkipListEngine().open(StoreContext.of(Path.of("unused"))));
    }

    @Override
    public byte[] get(byte[] key) {
      gets++;
      return super.get(key);
    }

    @Override
    public void close() throws IOException {
      closed = true;
      super.close();
    }
  }

  @Test
  void theStoreIsPreloadedAndEachExecuteIsOneOperationOfTheWorkload() throws IOException {
    CountingStore store = new CountingStore();
    try (KitOperationPath path =
        KitOperationPath.preloaded("under-test", GETS, store, 8, console)) {
      assertThat(path.store()).isSameAs(store);
      assertThat(store.get(GETS.keySpace().key(499))).isEqualTo(GETS.valueSpace().value(499));
      long before = store.gets;
      path.beginIteration();
      for (int i = 0; i < 100; i++) {
        path.execute(blackhole);
      }
      assertThat(store.gets - before).isEqualTo(100);
      assertThat(store.closed).isFalse();
    }
    assertThat(store.closed).isTrue();
  }

  @Test
  void aLatencyEveryThatIsNoPowerOfTwoIsRefusedAndTheStoreClosed() {
    CountingStore store = new CountingStore();
    assertThatThrownBy(() -> KitOperationPath.preloaded("under-test", GETS, store, 3, console))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("latencyEvery must be a power of two, was 3");
    assertThat(store.closed).isTrue();
  }
}
