package io.kvperf.workload;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;

/** Workload specs for tests. */
final class Specs {
  private Specs() {}

  static WorkloadSpec fixed(long preload, int keySize, int valueSize, long seed) {
    return WorkloadSpec.simple(preload, keySize, valueSize, seed, KeyOrder.UNIFORM);
  }

  static WorkloadSpec sized(long preload, SizeRange keySize, SizeRange valueSize, long seed) {
    return new WorkloadSpec(
        new WorkloadSpec.Entries(preload, keySize, valueSize, PreloadOrder.KEY_ORDER),
        seed,
        KeyChoice.of(KeyOrder.UNIFORM),
        OperationMix.readOnly(),
        new WorkloadSpec.Reads(SizeRange.fixed(100), ReadMode.COPY),
        1);
  }

  static WorkloadSpec choosing(long preload, KeyChoice choice, OperationMix mix, int threads) {
    return new WorkloadSpec(
        new WorkloadSpec.Entries(
            preload, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
        324432L,
        choice,
        mix,
        new WorkloadSpec.Reads(SizeRange.uniform(1, 100), ReadMode.COPY),
        threads);
  }
}
