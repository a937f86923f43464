package io.kvperf.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.harness.MeasurementPlan;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.WorkloadSpec;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A contract as its annotations declare it, validated. The method's annotations (direct or
 * composed) win over the class's; {@link Workload} is required, the rest have defaults.
 *
 * @param id {@code <class binary name>#<method name>}
 * @param workload what to run
 * @param measurement how to measure
 * @param toleratedDropPercent the throughput budget in percent, {@code NaN} for none
 * @param includedEngines engine ids to run, empty for all
 * @param excludedEngines engine ids not to run
 */
record ContractDefinition(
    String id,
    WorkloadSpec workload,
    MeasurementPlan measurement,
    double toleratedDropPercent,
    List<String> includedEngines,
    List<String> excludedEngines) {

  /**
   * Reads and validates the annotations of {@code method}.
   *
   * @throws ExtensionConfigurationException naming the attribute and value of an invalid annotation
   */
  static ContractDefinition of(Class<?> testClass, Method method) {
    String id = testClass.getName() + "#" + method.getName();
    try {
      Workload workload =
          find(testClass, method, Workload.class)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "declares no @Workload: add one, directly or through a preset"));
      Measure measure = find(testClass, method, Measure.class).orElse(null);
      Budget budget = find(testClass, method, Budget.class).orElse(null);
      Engines engines = find(testClass, method, Engines.class).orElse(null);
      return new ContractDefinition(
          id,
          workloadSpec(workload),
          measurementPlan(measure),
          toleratedDrop(budget),
          engines == null ? List.of() : List.of(engines.include()),
          engines == null ? List.of() : List.of(engines.exclude()));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException("contract " + id + ": " + e.getMessage(), e);
    }
  }

  private static <A extends Annotation> Optional<A> find(
      Class<?> testClass, Method method, Class<A> type) {
    Optional<A> onMethod = AnnotationSupport.findAnnotation(method, type);
    return onMethod.isPresent() ? onMethod : AnnotationSupport.findAnnotation(testClass, type);
  }

  private static WorkloadSpec workloadSpec(Workload workload) {
    return new WorkloadSpec(
        workload.preload(),
        workload.keySize(),
        workload.valueSize(),
        workload.seed(),
        workload.order(),
        new OperationMix(workload.mix().gets(), workload.mix().puts()),
        workload.threads());
  }

  private static MeasurementPlan measurementPlan(Measure measure) {
    if (measure == null) {
      measure = Defaults.class.getAnnotation(Measure.class);
    }
    return new MeasurementPlan(
        measure.warmups(),
        DurationText.parse("@Measure(warmupTime", measure.warmupTime()),
        measure.iterations(),
        DurationText.parse("@Measure(iterationTime", measure.iterationTime()));
  }

  private static double toleratedDrop(Budget budget) {
    if (budget == null || budget.throughputDrop() == Budget.UNSET) {
      return Double.NaN;
    }
    double drop = budget.throughputDrop();
    if (!(drop >= 0 && drop < 100)) {
      throw new IllegalArgumentException(
          "@Budget(throughputDrop = "
              + drop
              + ") is invalid: must be a percentage from 0 to"
              + " below 100, or "
              + Budget.UNSET
              + " for none");
    }
    return drop;
  }

  /** Carries {@link Measure}'s defaults, for contracts that declare none. */
  @Measure
  private static final class Defaults {}
}
