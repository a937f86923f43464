package io.kvperf.internal.compare;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.settings.CompareMode;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * One invocation under {@code kvperf.compare}: the contract on this build (arm A) and on the
 * compared build (arm B) in pairs of forks, judged by an {@link ArmsDecision} instead of the stored
 * baselines.
 */
public final class ArmsExecution {
  private ArmsExecution() {}

  /**
   * The builds of {@code kvperf.compare}, kept in the root context's store.
   *
   * @param list one build, or one per version of a sweep
   * @param bisectRange for a bisect, every released version from the first of {@code list} to the
   *     second, oldest first; empty otherwise
   * @param jvmArgs the compared builds' own JVM options, as given
   * @param loader the loader that finds the coordinate resolver, for the versions a bisect picks
   */
  public record Builds(
      List<ComparedBuild> list, List<String> bisectRange, String jvmArgs, ClassLoader loader) {}

  /**
   * The compared builds of a run under {@code settings}, parsed (and their coordinates resolved by
   * {@code loader}'s resolver) before any fork: one, or one per version of a version sweep; empty
   * when {@code kvperf.compare} is not set.
   */
  public static Optional<Builds> compared(KvPerfSettings settings, ClassLoader loader) {
    return settings.compare().build().isEmpty()
        ? Optional.empty()
        : Optional.of(parse(settings, loader));
  }

  private static Builds parse(KvPerfSettings settings, ClassLoader loader) {
    try {
      String value = settings.compare().build().orElseThrow();
      return new Builds(
          ComparedBuild.parseAll(value, settings.compare(), loader),
          settings.compare().bisect() ? ComparedBuild.versionRange(value, loader) : List.of(),
          settings.compare().jvmArgs(),
          loader);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  /**
   * Why a contract with {@code budget} runs on this build only under {@code builds}: it has no
   * budget a comparison reads, and either {@code kvperf.compare.unbudgeted} is 0 or the builds are
   * bisected, which needs a verdict; empty when it is compared.
   */
  public static Optional<String> whyNotCompared(
      Budgets budget, Builds builds, KvPerfSettings settings) {
    if (budget.hasBuildComparable()) {
      return Optional.empty();
    }
    String prefix =
        "kvperf.compare needs a "
            + Budgets.buildComparableAttributes()
            + " budget; this contract has"
            + " none, so it ran on this build only";
    if (!builds.bisectRange().isEmpty()) {
      return Optional.of(prefix + " (a bisect looks for the version that breaks a budget)");
    }
    if (settings.compare().unbudgetedPairs() == 0) {
      return Optional.of(
          prefix + " (" + CompareSettings.UNBUDGETED + "=4 estimates it in 4 pairs, unjudged)");
    }
    return Optional.empty();
  }

  /**
   * Measures {@code run} on this build against the compared build, or for a version sweep on each
   * version after the first against the first, or bisects a range of versions, and judges it
   * against {@code budget}.
   */
  public static Outcome run(
      ContractRun run,
      Budgets budget,
      Builds builds,
      KvPerfSettings settings,
      ContractRunner runner) {
    if (!builds.bisectRange().isEmpty()) {
      return VersionBisect.run(run, budget, builds, settings, runner);
    }
    if (builds.list().size() == 1) {
      List<Arm> arms = builds.list().get(0).arms(ArmClassPath.launch());
      return compare(run, budget, arms.get(0), arms.get(1), settings, runner, true);
    }
    return VersionSweep.run(run, budget, builds.list(), settings, runner);
  }

  /**
   * Measures {@code run} on arms {@code a} and {@code b} and judges A against B; in one JVM where
   * {@code oneJvmAllowed} and the mode and engine allow it, otherwise in pairs of forks.
   */
  static Outcome compare(
      ContractRun run,
      Budgets budget,
      Arm a,
      Arm b,
      KvPerfSettings settings,
      ContractRunner runner,
      boolean oneJvmAllowed) {
    ArmsDecision decision =
        budget.hasBuildComparable()
            ? new ArmsDecision(
                budget, settings.compare().pairs(), settings.compare().unbudgetedPairs() > 0)
            : ArmsDecision.estimating(settings.compare().unbudgetedPairs());
    List<Arm> arms = List.of(a, b);
    long seed = run.workload().seed();
    PairedForks forks = new PairedForks(runner);
    Outcome judged;
    String order;
    List<String> nativeChanges = new ArrayList<>(a.nativeLibraryEntries());
    nativeChanges.addAll(b.nativeLibraryEntries());
    boolean bothInOneJvm =
        settings
            .compare()
            .mode()
            .inOneJvm(run.engine(), !b.jvmArgs().isEmpty(), !nativeChanges.isEmpty());
    if (oneJvmAllowed && bothInOneJvm) {
      PairedForks.InOneJvm inOneJvm =
          forks.runInOneJvm(
              run,
              a,
              b,
              seed,
              decision.minPairs(),
              decision.maxPairs(),
              result -> decision.settled(ArmPairs.inOneJvm(result.both(), result.aLed())));
      PerfResult both = inOneJvm.both();
      judged =
          decision.judge(
              ArmPairs.inOneJvm(both, inOneJvm.aLed()), both, a.description(), b.description());
      order =
          "A and B by iteration in each fork (ABBA), the fork's leading arm's store opened first"
              + " and its iterations first; forks led by "
              + inOneJvm.leads()
              + " (drawn from the workload's seed "
              + seed
              + ")";
    } else {
      PairedForks.Pairs pairs =
          forks.run(
              run,
              a,
              b,
              seed,
              decision.minPairs(),
              decision.maxPairs(),
              (resultA, resultB) -> decision.settled(ArmPairs.ofForks(resultA, resultB)));
      judged =
          decision.judge(
              ArmPairs.ofForks(pairs.a(), pairs.b()), pairs.a(), a.description(), b.description());
      order =
          pairs.order()
              + " (drawn from the workload's seed "
              + seed
              + ")"
              + sharperHint(settings.compare().mode(), run.engine(), b)
                  .map(h -> "\n  " + h)
                  .orElse("")
              + (nativeChanges.isEmpty()
                      || !run.engine().capabilities().contains(Capability.SIDE_BY_SIDE)
                  ? ""
                  : "\n  a fork per arm: the arms load different native libraries ("
                      + String.join(", ", nativeChanges)
                      + "), which one JVM cannot keep apart");
    }
    String message =
        judged.detail()
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
    return judged.withDetail(message);
  }

  /**
   * How to compare {@code engine}'s builds more sharply, when {@code mode} gave each arm forks of
   * its own only because the engine does not declare {@link Capability#SIDE_BY_SIDE}: both arms in
   * one JVM cut the noise of a pair several times over, where the engine tolerates it. Empty when
   * the mode was asked for, or arm {@code b} has JVM options of its own.
   */
  static Optional<String> sharperHint(CompareMode mode, KvEngine engine, Arm b) {
    if (mode != CompareMode.AUTO
        || !b.jvmArgs().isEmpty()
        || engine.capabilities().contains(Capability.SIDE_BY_SIDE)) {
      return Optional.empty();
    }
    return Optional.of(
        "sharper: '"
            + engine.id()
            + "' does not declare Capability.SIDE_BY_SIDE, so each arm had forks of its own;"
            + " -Dkvperf.compare.mode=jvm runs both arms in each fork, alternating by iteration,"
            + " where the engine tolerates two builds in one JVM (docs/ab.md: check the lead)");
  }
}
