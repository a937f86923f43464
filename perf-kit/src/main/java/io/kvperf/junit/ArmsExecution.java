package io.kvperf.junit;

import io.kvperf.arms.Arm;
import io.kvperf.arms.ArmClassPath;
import io.kvperf.arms.ComparedBuild;
import io.kvperf.baseline.ArmPairs;
import io.kvperf.baseline.ArmsDecision;
import io.kvperf.baseline.BudgetSpec;
import io.kvperf.baseline.GateOutcome;
import io.kvperf.harness.ContractRun;
import io.kvperf.harness.ContractRunner;
import io.kvperf.harness.PairedForks;
import io.kvperf.result.PerfResult;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One invocation under {@code kvperf.compare}: the contract on this build (arm A) and on the
 * compared build (arm B) in pairs of forks, judged by an {@link ArmsDecision} instead of the stored
 * baselines.
 */
final class ArmsExecution {
  private ArmsExecution() {}

  /**
   * The compared build of this run, parsed (and its coordinates resolved) once, before any fork;
   * empty when {@code kvperf.compare} is not set.
   */
  static Optional<ComparedBuild> compared(ExtensionContext context, KvPerfSettings settings) {
    if (settings.compare().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        context
            .getRoot()
            .getStore(KvPerfExtension.NAMESPACE)
            .getOrComputeIfAbsent(
                ComparedBuild.class,
                key -> parse(settings, context.getRequiredTestClass().getClassLoader()),
                ComparedBuild.class));
  }

  private static ComparedBuild parse(KvPerfSettings settings, ClassLoader loader) {
    try {
      return ComparedBuild.parse(
          settings.compare().orElseThrow(), settings.compareJvmArgs(), loader);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  /** Measures {@code run} on both arms and judges it against {@code budget}. */
  static GateOutcome run(
      ContractRun run,
      BudgetSpec budget,
      ComparedBuild build,
      KvPerfSettings settings,
      ContractRunner runner) {
    ArmsDecision decision = new ArmsDecision(budget, settings.comparePairs());
    List<Arm> arms = build.arms(ArmClassPath.launch());
    long seed = run.workload().seed();
    PairedForks forks = new PairedForks(runner);
    GateOutcome judged;
    String order;
    if (settings.compareMode().inOneJvm(run.engine(), !build.jvmArgs().isEmpty())) {
      PerfResult both =
          forks.runInOneJvm(
              run,
              arms.get(0),
              arms.get(1),
              decision.minPairs(),
              decision.maxPairs(),
              result -> decision.settled(ArmPairs.inOneJvm(result)));
      judged = decision.judge(ArmPairs.inOneJvm(both), both);
      order = "A and B by iteration in each fork, A's iterations first (ABBA)";
    } else {
      PairedForks.Pairs pairs =
          forks.run(
              run,
              arms.get(0),
              arms.get(1),
              seed,
              decision.minPairs(),
              decision.maxPairs(),
              (a, b) -> decision.settled(ArmPairs.ofForks(a, b)));
      judged = decision.judge(ArmPairs.ofForks(pairs.a(), pairs.b()), pairs.a());
      order = pairs.order() + " (drawn from the workload's seed " + seed + ")";
    }
    String message =
        judged.message()
            + "\n  order "
            + order
            + arms.stream()
                .map(
                    arm ->
                        "\n  "
                            + arm.name()
                            + ": "
                            + arm.description()
                            + (arm.jvmArgs().isEmpty() ? "" : ", JVM options " + arm.jvmArgs())
                            + "; "
                            + arm.describeChanged())
                .reduce("", String::concat);
    return new GateOutcome(judged.verdict(), message, judged.result());
  }
}
