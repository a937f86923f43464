package io.kvperf.internal.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Jvm;
import io.kvperf.api.LatencyRatio;
import io.kvperf.api.Measure;
import io.kvperf.api.Operation;
import io.kvperf.api.Rate;
import io.kvperf.api.Soak;
import io.kvperf.api.Threads;
import io.kvperf.api.ValueSizes;
import io.kvperf.api.Workload;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.LatencyRatioBudget;
import io.kvperf.internal.gate.RatioBudget;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.DurationText;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.workload.WorkloadSpec;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
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
 * @param budget the budgets against the baseline and the absolute ones
 * @param ratio the ratio budget against another engine in the same run, if any
 * @param latencyRatio the budget on two operation types' mean latencies, if any
 * @param jvmArgs options for the forked JVMs from {@link Jvm}
 * @param opsPerSecond the open-loop rate from {@link Rate}, or 0 for closed-loop
 * @param includedEngines engine ids to run, empty for all
 * @param excludedEngines engine ids not to run
 * @param engineSettings per engine id, the settings from {@link EngineSetting}; checked against the
 *     engines by {@link EngineSelection}
 */
record ContractDefinition(
    String id,
    WorkloadSpec workload,
    MeasurementPlan measurement,
    Budgets budget,
    Optional<RatioBudget> ratio,
    Optional<LatencyRatioBudget> latencyRatio,
    List<String> jvmArgs,
    long opsPerSecond,
    List<String> includedEngines,
    List<String> excludedEngines,
    Map<String, Map<String, String>> engineSettings) {

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
      Budgets budgets = budgets(budget);
      Engines engines = AnnotationMerge.of(testClass, method, Engines.class).orElse(null);
      List<String> jvmArgs =
          find(testClass, method, Jvm.class).map(jvm -> List.of(jvm.value())).orElse(List.of());
      WorkloadSpec workloadSpec = DeclaredWorkload.of(workload, threads, valueSize);
      return new ContractDefinition(
          id,
          workloadSpec,
          soak.isPresent()
              ? DeclaredMeasurement.of(soak.get())
              : DeclaredMeasurement.of(measure, budgets),
          budgets,
          ratioBudget(budget),
          find(testClass, method, LatencyRatio.class)
              .map(declared -> latencyRatio(declared, workloadSpec)),
          jvmArgs,
          find(testClass, method, Rate.class).map(ContractDefinition::rate).orElse(0L),
          engines == null ? List.of() : List.of(engines.include()),
          engines == null ? List.of() : List.of(engines.exclude()),
          DeclaredEngineSettings.of(testClass, method));
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException("contract " + id + ": " + e.getMessage(), e);
    }
  }

  /** The contract's settings for engine {@code engineId}, empty when it sets none. */
  Map<String, String> settingsFor(String engineId) {
    return engineSettings.getOrDefault(engineId, Map.of());
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

  /** The terms {@code budget} declares: one per attribute set. */
  private static Budgets budgets(Budget budget) {
    if (budget == null) {
      return Budgets.NONE;
    }
    List<BudgetTerm> terms = new ArrayList<>();
    for (BudgetFigure figure : BudgetFigure.values()) {
      figure
          .declaredPercent(budget)
          .ifPresent(percent -> terms.add(BudgetTerm.percent(figure, percent)));
    }
    if (!budget.gcMaxPause().isEmpty()) {
      terms.add(
          BudgetTerm.gcMaxPause(
              DurationText.parse(Budget.class, "gcMaxPause", budget.gcMaxPause())));
    }
    return new Budgets(terms);
  }

  private static Optional<RatioBudget> ratioBudget(Budget budget) {
    if (budget == null || (budget.relativeTo().isEmpty() && budget.atLeast() == Budget.UNSET)) {
      return Optional.empty();
    }
    return Optional.of(new RatioBudget(budget.relativeTo(), budget.atLeast()));
  }

  private static LatencyRatioBudget latencyRatio(LatencyRatio declared, WorkloadSpec workload) {
    LatencyRatioBudget budget =
        new LatencyRatioBudget(declared.of(), declared.to(), declared.atLeast());
    for (Operation operation : List.of(budget.of(), budget.to())) {
      if (!workload.threadGroups().runs(operation)) {
        throw InvalidAnnotationException.of(
            LatencyRatio.class,
            operation == budget.of() ? "of" : "to",
            operation,
            "the workload's mix has no " + operation.mixAttribute());
      }
    }
    return budget;
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
