package io.kvperf.workload;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Operation;
import io.kvperf.api.Workload;
import java.util.List;

/** The ranges a {@link WorkloadSpec} must keep; a violation names the annotation attribute. */
final class WorkloadChecks {
  static final int MAX_KEY_SIZE_BYTES = 65_536;
  static final int MAX_VALUE_SIZE_BYTES = 64 << 20;
  static final int MAX_SCAN_LENGTH = 1_000_000;

  private WorkloadChecks() {}

  /** Checks every attribute's range and that the keys can hold the preload count. */
  static void check(
      long preloadCount,
      SizeRange keySize,
      SizeRange valueSize,
      OperationMix mix,
      List<GroupSpec> groups,
      SizeRange scanLength,
      int threads) {
    require(
        threads >= 1 && threads <= WorkloadSpec.MAX_THREADS,
        "threads",
        threads,
        "must be 1-" + WorkloadSpec.MAX_THREADS);
    ThreadGroups threadGroups = new ThreadGroups(mix, threads, groups);
    require(preloadCount >= 0, "preload", preloadCount, "must not be negative");
    require(
        preloadCount > 0
            || threadGroups.mixes().stream().noneMatch(OperationMix::readsExistingKeys),
        "preload",
        preloadCount,
        "must be at least 1: the mix " + threadGroups.describe() + " reads existing keys");
    requireWritten(
        keySize.min() >= 1 && keySize.max() <= MAX_KEY_SIZE_BYTES,
        keySize.written("keySize"),
        "must be 1-" + MAX_KEY_SIZE_BYTES + " bytes");
    requireWritten(
        valueSize.max() <= MAX_VALUE_SIZE_BYTES,
        valueSize.written("valueSize"),
        "must be 0-" + MAX_VALUE_SIZE_BYTES + " bytes");
    require(
        scanLength.min() >= 1 && scanLength.max() <= MAX_SCAN_LENGTH,
        "scanLength",
        scanLength.min(),
        "must be 1-" + MAX_SCAN_LENGTH);
    requireWritten(
        !threadGroups.runs(Operation.CURSOR_READ)
            || !(threadGroups.runs(Operation.INSERT) || threadGroups.runs(Operation.DELETE)),
        "mix = " + threadGroups.describe(),
        "cursorReads walk the preloaded keys and cannot run beside inserts or deletes");
    long capacity = KeySpace.capacity(keySize.min());
    require(
        preloadCount <= capacity,
        "preload",
        preloadCount,
        "exceeds the " + capacity + " distinct keys that " + keySize.min() + "-byte keys can hold");
    require(
        threadGroups.mixes().stream().allMatch(m -> m.missingGetPercent() == 0)
            || keySize.min() > Long.BYTES,
        "keySize",
        keySize.min(),
        "must be at least 9 bytes for missing-key gets (mix missingGets = "
            + threadGroups.mixes().stream()
                .mapToInt(OperationMix::missingGetPercent)
                .max()
                .orElse(0)
            + ")");
  }

  private static void require(boolean valid, String attribute, Object value, String rule) {
    if (!valid) {
      throw InvalidAnnotationException.of(Workload.class, attribute, value, rule);
    }
  }

  private static void requireWritten(boolean valid, String attributes, String rule) {
    if (!valid) {
      throw InvalidAnnotationException.written(Workload.class, attributes, rule);
    }
  }
}
