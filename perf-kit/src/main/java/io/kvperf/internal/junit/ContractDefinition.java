package io.kvperf.internal.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Jvm;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Rate;
import io.kvperf.api.Soak;
import io.kvperf.api.Threads;
import io.kvperf.api.ValueSizes;
import io.kvperf.api.Workload;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.workload.WorkloadSpec;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A contract as its annotations declare it, validated. The method's annotations (direct or
 * composed) win over the class's; {@link Workload} is required, the rest have defaults.
 *
 * @param id {@code <class binary name>#<method name>}
 * @param workload what to run
 * @param measurement how to measure
 * @param budgets what its figures are held to, and its ratios to another engine and between
 *     operation types
 * @param jvmArgs options for the forked JVMs from {@link Jvm}
 * @param opsPerSecond the open-loop rate from {@link Rate}, or 0 for closed-loop
 * @param engines the engines it runs on, and its settings of each
 */
record ContractDefinition(
    String id,
    WorkloadSpec workload,
    MeasurementPlan measurement,
    DeclaredBudgets budgets,
    List<String> jvmArgs,
    long opsPerSecond,
    DeclaredEngines engines) {

  /**
   * Reads and validates the annotations of {@code method}: one definition, or one per point of its
   * {@link Threads} and {@link ValueSizes} sweeps, each then named {@code
   * class#method[threads=N,valueSize=M]}.
   *
   * @throws ExtensionConfigurationException naming the attribute and value of an invalid annotation
   */
  static Map<SweepPoint, ContractDefinition> sweep(Class<?> testClass, Method method) {
    String id = testClass.getName() + "#" + method.getName();
    int[] threads =
        find(testClass, method, Threads.class)
            .map(t -> DeclaredWorkload.sweep(Threads.class, t.value(), 1, MAX_THREADS, id))
            .orElse(new int[] {0});
    int[] valueSizes =
        find(testClass, method, ValueSizes.class)
            .map(v -> DeclaredWorkload.sweep(ValueSizes.class, v.value(), 0, MAX_VALUE_BYTES, id))
            .orElse(new int[] {-1});
    Map<SweepPoint, ContractDefinition> points = new LinkedHashMap<>();
    for (int threadCount : threads) {
      for (int valueSize : valueSizes) {
        SweepPoint point =
            new SweepPoint(
                threads.length > 1 ? threadCount : 0, valueSizes.length > 1 ? valueSize : 0);
        points.put(point, of(testClass, method, id + point.suffix(), threadCount, valueSize));
      }
    }
    return points;
  }

  /** The single definition of {@code method}: the first point of a sweep. */
  static ContractDefinition of(Class<?> testClass, Method method) {
    return sweep(testClass, method).values().iterator().next();
  }

  private static ContractDefinition of(
      Class<?> testClass, Method method, String id, int threads, int valueSize) {
    try {
      Workload workload =
          AnnotationMerge.of(testClass, method, Workload.class)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "declares no @Workload: add one, directly or through a preset"));
      Measure measure = AnnotationMerge.of(testClass, method, Measure.class).orElse(null);
      Optional<Soak> soak = AnnotationSupport.findAnnotation(method, Soak.class);
      if (soak.isPresent() && measure != null) {
        throw new IllegalArgumentException(
            "declares both @Soak and @Measure (on the method, a preset or the class): a soak"
                + " declares its own measurement, so keep one");
      }
      Budget budget = AnnotationMerge.of(testClass, method, Budget.class).orElse(null);
      Budgets perFigure = DeclaredBudgets.termsOf(budget);
      Engines engines = AnnotationMerge.of(testClass, method, Engines.class).orElse(null);
      List<String> jvmArgs =
          find(testClass, method, Jvm.class).map(jvm -> List.of(jvm.value())).orElse(List.of());
      WorkloadSpec workloadSpec = DeclaredWorkload.of(workload, threads, valueSize);
      MeasurementPlan measurement =
          soak.isPresent()
              ? DeclaredMeasurement.of(soak.get())
              : DeclaredMeasurement.of(measure, perFigure);
      DeclaredBudgets budgets =
          new DeclaredBudgets(
              perFigure,
              DeclaredBudgets.ratioOf(budget),
              find(testClass, method, LatencyRatio.class)
                  .map(declared -> DeclaredBudgets.latencyRatioOf(declared, workloadSpec)));
      return new ContractDefinition(
          id,
          workloadSpec,
          measurement,
          budgets,
          jvmArgs,
          find(testClass, method, Rate.class).map(ContractDefinition::rate).orElse(0L),
          DeclaredEngines.of(engines, DeclaredEngineSettings.of(testClass, method)));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException("contract " + id + ": " + e.getMessage(), e);
    }
  }

  /**
   * The plan a run measures, written out in full: the workload and measurement at the run's scale,
   * the open-loop rate, the contract's own JVM options and its settings for the run's engine (only
   * when it has some, so that plans without settings keep their fingerprints). A baseline of
   * another plan is stale.
   */
  PlanFingerprint plan(ContractRun run) {
    return new PlanFingerprint(
        "workload "
            + run.workload()
            + "; measurement "
            + run.measurement()
            + "; scale "
            + run.scale()
            + "; rate "
            + (opsPerSecond == 0 ? "closed loop" : opsPerSecond + " ops/s")
            + "; jvm "
            + jvmArgs
            + (run.subject().settings().isEmpty()
                ? ""
                : "; engine settings " + new TreeMap<>(run.subject().settings())));
  }

  private static <A extends Annotation> Optional<A> find(
      Class<?> testClass, Method method, Class<A> type) {
    Optional<A> onMethod = AnnotationSupport.findAnnotation(method, type);
    return onMethod.isPresent() ? onMethod : AnnotationSupport.findAnnotation(testClass, type);
  }

  private static long rate(Rate rate) {
    if (rate.opsPerSecond() < 1 || rate.opsPerSecond() > 1_000_000_000L) {
      throw InvalidAnnotationException.of(
          Rate.class, "opsPerSecond", rate.opsPerSecond(), "must be 1-1000000000");
    }
    return rate.opsPerSecond();
  }

  /** The most threads a workload may run. */
  private static final int MAX_THREADS = WorkloadSpec.MAX_THREADS;

  /** The largest value size, 64 MiB. */
  private static final int MAX_VALUE_BYTES = 64 << 20;
}
