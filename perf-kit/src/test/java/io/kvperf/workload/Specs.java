package io.kvperf.workload;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.ReadMode;

/** Workload specs for tests. */
final class Specs {
  private Specs() {}

  static WorkloadSpec fixed(long preload, int keySize, int valueSize, long seed) {
    return WorkloadSpec.simple(preload, keySize, valueSize, seed, KeyOrder.UNIFORM);
  }

  static WorkloadSpec sized(long preload, SizeRange keySize, SizeRange valueSize, long seed) {
    return new WorkloadSpec(
        preload,
        keySize,
        valueSize,
        seed,
        KeyChoice.of(KeyOrder.UNIFORM),
        OperationMix.readOnly(),
        SizeRange.fixed(100),
        ReadMode.COPY,
        1);
  }

  static WorkloadSpec choosing(long preload, KeyChoice choice, OperationMix mix, int threads) {
    return new WorkloadSpec(
        preload,
        SizeRange.fixed(16),
        SizeRange.fixed(100),
        324432L,
        choice,
        mix,
        SizeRange.uniform(1, 100),
        ReadMode.COPY,
        threads);
  }
}
