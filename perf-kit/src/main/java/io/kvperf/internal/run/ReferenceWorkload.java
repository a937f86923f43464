package io.kvperf.internal.run;

import io.kvperf.api.Reference;
import io.kvperf.workload.WorkloadSpec;

/**
 * The workload of the skip-list reference: the contract's own (keys, values, mix, access order,
 * threads), its preload capped so that the reference's memory stays small beside any engine's.
 */
final class ReferenceWorkload {
  private ReferenceWorkload() {}

  static WorkloadSpec of(WorkloadSpec contract) {
    double entryBytes = contract.keySize().mean() + contract.valueSize().mean();
    long byBytes = (long) (Reference.SKIPLIST_MAX_MEGABYTES * 1_048_576.0 / entryBytes);
    long capped =
        Math.min(contract.preloadCount(), Math.min(Reference.SKIPLIST_MAX_ENTRIES, byBytes));
    return contract.withPreloadCount(contract.preloadCount() == 0 ? 0 : Math.max(1, capped));
  }
}
