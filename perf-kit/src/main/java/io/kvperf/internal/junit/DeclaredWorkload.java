package io.kvperf.internal.junit;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Threads;
import io.kvperf.api.ValueSizes;
import io.kvperf.api.Workload;
import io.kvperf.workload.GroupSpec;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.lang.annotation.Annotation;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** A contract's workload as its {@link Workload} and {@link Threads} annotations declare it. */
final class DeclaredWorkload {
  private DeclaredWorkload() {}

  /**
   * The workload of {@code workload}, on {@code threads} threads unless that is 0 and with values
   * of {@code valueSize} bytes unless that is negative (the counts of {@link Threads} and {@link
   * ValueSizes}, already checked by {@link #sweep}).
   *
   * @throws IllegalArgumentException naming the attribute and value of an invalid annotation
   */
  static WorkloadSpec of(Workload workload, int threads, int valueSize) {
    if (valueSize >= 0 && workload.valueSizeMax() != Workload.UNSET) {
      throw InvalidAnnotationException.of(
          ValueSizes.class,
          "value",
          valueSize,
          "the workload's values range from "
              + workload.valueSize()
              + " to "
              + workload.valueSizeMax()
              + " bytes: a sweep sets fixed sizes");
    }
    WorkloadSpec spec = spec(workload, valueSize >= 0 ? valueSize : workload.valueSize());
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
   * The values of a sweep annotation, checked: at least one, each from {@code min} to {@code max},
   * none twice.
   *
   * @throws ExtensionConfigurationException naming the contract, the annotation and the value
   */
  static int[] sweep(
      Class<? extends Annotation> annotation, int[] values, int min, int max, String contractId) {
    String reason = null;
    String written =
        "value = {"
            + String.join(", ", IntStream.of(values).mapToObj(String::valueOf).toList())
            + "}";
    if (values.length == 0) {
      reason = "name at least one value";
    } else if (IntStream.of(values).distinct().count() < values.length) {
      reason = "a value is named twice";
    }
    for (int value : values) {
      if (reason == null && (value < min || value > max)) {
        reason = "must be " + min + "–" + max;
        written = "value = " + value;
      }
    }
    if (reason != null) {
      throw new ExtensionConfigurationException(
          "contract "
              + contractId
              + ": "
              + InvalidAnnotationException.written(annotation, written, reason).getMessage());
    }
    return values;
  }

  private static WorkloadSpec spec(Workload workload, int valueSize) {
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
        new WorkloadSpec.Entries(
            workload.preload(),
            range("keySize", workload.keySize(), workload.keySizeMax(), Workload.UNSET),
            range("valueSize", valueSize, workload.valueSizeMax(), workload.valueSizeMean()),
            workload.preloadOrder()),
        workload.seed(),
        new KeyChoice(
            workload.order(),
            workload.zipfianConstant(),
            workload.hotKeys() / 100,
            workload.hotOps() / 100),
        OperationMix.of(workload.mix()),
        new WorkloadSpec.Reads(
            range("scanLength", workload.scanLength(), workload.scanLengthMax(), Workload.UNSET),
            workload.readMode()),
        workload.threads(),
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
