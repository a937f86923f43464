package io.kvperf.junit;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Threads;
import io.kvperf.api.Workload;
import io.kvperf.workload.GroupSpec;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** A contract's workload as its {@link Workload} and {@link Threads} annotations declare it. */
final class DeclaredWorkload {
  private DeclaredWorkload() {}

  /**
   * The workload of {@code workload}, on {@code threads} threads if that is not 0 (a {@link
   * Threads} count, already checked by {@link #threadCounts}).
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation
   */
  static WorkloadSpec of(Workload workload, int threads) {
    WorkloadSpec spec = spec(workload);
    if (threads == 0) {
      return spec;
    }
    if (!spec.groups().isEmpty()) {
      throw InvalidAnnotationException.of(
          Threads.class, "value", threads, "the workload has groups: set threads in each @Group");
    }
    return spec.withThreads(threads);
  }

  /**
   * The thread counts of {@code threads}, checked: at least one, each 1–1024, none twice.
   *
   * @throws ExtensionConfigurationException naming the contract, the attribute and the value
   */
  static int[] threadCounts(Threads threads, String contractId) {
    int[] counts = threads.value();
    String reason = null;
    String written =
        "value = {"
            + String.join(", ", IntStream.of(counts).mapToObj(String::valueOf).toList())
            + "}";
    if (counts.length == 0) {
      reason = "name at least one thread count";
    } else if (IntStream.of(counts).distinct().count() < counts.length) {
      reason = "a thread count is named twice";
    }
    for (int count : counts) {
      if (reason == null && (count < 1 || count > WorkloadSpec.MAX_THREADS)) {
        reason = "must be 1–" + WorkloadSpec.MAX_THREADS;
        written = "value = " + count;
      }
    }
    if (reason != null) {
      throw new ExtensionConfigurationException(
          "contract "
              + contractId
              + ": "
              + InvalidAnnotationException.written(Threads.class, written, reason).getMessage());
    }
    return counts;
  }

  private static WorkloadSpec spec(Workload workload) {
    if (workload.preload() == Workload.UNSET) {
      throw InvalidAnnotationException.written(
          Workload.class, "preload", "must be set, on the method or by a preset");
    }
    List<GroupSpec> groups = Stream.of(workload.groups()).map(GroupSpec::of).toList();
    if (!groups.isEmpty() && workload.threads() != 1) {
      throw InvalidAnnotationException.of(
          Workload.class, "threads", workload.threads(), "with groups, set threads in each @Group");
    }
    if (!groups.isEmpty() && !OperationMix.of(workload.mix()).equals(OperationMix.readOnly())) {
      throw InvalidAnnotationException.written(
          Workload.class,
          "mix = " + OperationMix.of(workload.mix()).describe(),
          "with groups, set the mix of each @Group");
    }
    return new WorkloadSpec(
        workload.preload(),
        range("keySize", workload.keySize(), workload.keySizeMax(), Workload.UNSET),
        range("valueSize", workload.valueSize(), workload.valueSizeMax(), workload.valueSizeMean()),
        workload.seed(),
        new KeyChoice(
            workload.order(),
            workload.zipfianConstant(),
            workload.hotKeys() / 100,
            workload.hotOps() / 100),
        OperationMix.of(workload.mix()),
        range("scanLength", workload.scanLength(), workload.scanLengthMax(), Workload.UNSET),
        workload.readMode(),
        workload.threads(),
        workload.preloadOrder(),
        groups);
  }

  /** A size from an annotation's {@code x}, {@code xMax} and {@code xMean} attributes. */
  private static SizeRange range(String attribute, int min, int max, int mean) {
    if (max == Workload.UNSET) {
      if (mean != Workload.UNSET) {
        throw InvalidAnnotationException.of(
            Workload.class, attribute + "Mean", mean, "set " + attribute + "Max too");
      }
      if (min < 0) {
        throw InvalidAnnotationException.of(Workload.class, attribute, min, "must not be negative");
      }
      return SizeRange.fixed(min);
    }
    String written = attribute + " = " + min + ", " + attribute + "Max = " + max;
    if (min < 0 || max < min) {
      throw InvalidAnnotationException.written(
          Workload.class, written, "need 0 <= " + attribute + " <= " + attribute + "Max");
    }
    if (mean == Workload.UNSET) {
      return SizeRange.uniform(min, max);
    }
    if (!(mean > min && mean < max)) {
      throw InvalidAnnotationException.written(
          Workload.class,
          written + ", " + attribute + "Mean = " + mean,
          "the mean must lie strictly between " + attribute + " and " + attribute + "Max");
    }
    return SizeRange.withMean(min, max, mean);
  }
}
