package io.kvperf.internal.arms;

import io.kvperf.engine.Capability;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.pairs.ArmPairs;
import io.kvperf.internal.pairs.ArmsDecision;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.run.PairedForks;
import io.kvperf.internal.settings.CompareMode.Sharing;
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
      return compare(run, budget, arms.get(0), arms.get(1), settings, runner, true, true);
    }
    return VersionSweep.run(run, budget, builds.list(), settings, runner);
  }

  /**
   * Measures {@code run} on arms {@code a} and {@code b} and judges A against B; in one JVM where
   * {@code oneJvmAllowed} and the mode and engine allow it, otherwise in pairs of forks. Where
   * {@code explainable} and {@code kvperf.explain} asks for it after this verdict, profiles extra
   * pairs of forks and adds why the figures moved ({@link DossierForks}).
   */
  static Outcome compare(
      ContractRun run,
      Budgets budget,
      Arm a,
      Arm b,
      KvPerfSettings settings,
      ContractRunner runner,
      boolean oneJvmAllowed,
      boolean explainable) {
    Outcome judged = measureAndJudge(run, budget, a, b, settings, runner, oneJvmAllowed);
    return explainable && settings.explain().explains(judged.verdict())
        ? DossierForks.explain(run, a, b, settings.explain(), runner, judged, judged.result())
        : judged;
  }

  private static Outcome measureAndJudge(
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
    List<String> nativeChanges = new ArrayList<>(a.nativeLibraryEntries());
    nativeChanges.addAll(b.nativeLibraryEntries());
    Sharing sharing =
        oneJvmAllowed
            ? settings
                .compare()
                .mode()
                .sharing(run.engine(), !b.jvmArgs().isEmpty(), !nativeChanges.isEmpty())
            : Sharing.FORKS;
    Optional<String> triedInOneJvm = Optional.empty();
    if (sharing == Sharing.ONE_JVM) {
      return withArms(inOneJvm(run, a, b, seed, decision, forks, false).judged(), arms);
    }
    if (sharing == Sharing.ONE_JVM_IF_FAIR) {
      try {
        InOneJvmOutcome tried = inOneJvm(run, a, b, seed, decision, forks, true);
        if (tried.unfair().isEmpty()) {
          return withArms(tried.judged(), arms);
        }
        triedInOneJvm = tried.unfair();
      } catch (ForkFailedException e) {
        triedInOneJvm =
            Optional.of("a fork failed (" + e.getMessage().lines().findFirst().orElse("") + ")");
      }
    }
    PairedForks.Pairs pairs =
        forks.run(
            run,
            a,
            b,
            seed,
            decision.minPairs(),
            decision.maxPairs(),
            (resultA, resultB) -> decision.settled(ArmPairs.ofForks(resultA, resultB)));
    Outcome judged =
        decision.judge(
            ArmPairs.ofForks(pairs.a(), pairs.b()), pairs.a(), a.description(), b.description());
    String order =
        pairs.order()
            + " (drawn from the workload's seed "
            + seed
            + ")"
            + triedInOneJvm
                .map(
                    why ->
                        "\n  a fork per arm: both arms in one JVM were tried first, in forks"
                            + " of their own (arm-one-jvm), and "
                            + why
                            + " (docs/ab.md: one JVM for an engine that does not say)")
                .orElse("")
            + (nativeChanges.isEmpty()
                    || !run.engine().capabilities().contains(Capability.SIDE_BY_SIDE)
                ? ""
                : "\n  a fork per arm: the arms load different native libraries ("
                    + String.join(", ", nativeChanges)
                    + "), which one JVM cannot keep apart");
    return withArms(judged.withAccount(judged.account().appendText("\n  order " + order)), arms);
  }

  /**
   * A comparison measured with both arms in each fork.
   *
   * @param judged the verdict, its message ending with the order of the forks
   * @param unfair why the forks showed one JVM unfair, when fairness was checked and they did
   */
  private record InOneJvmOutcome(Outcome judged, Optional<String> unfair) {}

  /**
   * Measures {@code run} with both arms in each fork and judges it; where {@code checkFairness},
   * stops as soon as the forks show one JVM unfair ({@link OneJvmFairness}), the forks kept apart
   * in {@code arm-one-jvm}.
   */
  private static InOneJvmOutcome inOneJvm(
      ContractRun run,
      Arm a,
      Arm b,
      long seed,
      ArmsDecision decision,
      PairedForks forks,
      boolean checkFairness) {
    PairedForks.InOneJvm inOneJvm =
        forks.runInOneJvm(
            run,
            a,
            b,
            seed,
            checkFairness
                ? Math.max(decision.minPairs(), OneJvmFairness.FORKS)
                : decision.minPairs(),
            decision.maxPairs(),
            result -> {
              ArmPairs pairs = ArmPairs.inOneJvm(result.both(), result.aLed());
              return checkFairness && OneJvmFairness.unfairness(pairs).isPresent()
                  || decision.settled(pairs);
            },
            checkFairness ? "arm-one-jvm" : "arm-a");
    PerfResult both = inOneJvm.both();
    ArmPairs pairs = ArmPairs.inOneJvm(both, inOneJvm.aLed());
    Optional<String> unfair =
        checkFairness ? OneJvmFairness.unfairness(pairs) : Optional.<String>empty();
    Outcome judged = decision.judge(pairs, both, a.description(), b.description());
    String order =
        "A and B by iteration in each fork (ABBA), the fork's leading arm's store opened first"
            + " and its iterations first; forks led by "
            + inOneJvm.leads()
            + " (drawn from the workload's seed "
            + seed
            + ")"
            + (checkFairness
                ? "\n  one JVM: '"
                    + run.engine().id()
                    + "' declares neither Capability.SIDE_BY_SIDE nor SEPARATE_JVMS, and its forks"
                    + " showed one JVM fair (the leading arm within ±10 %, a pair's spread under"
                    + " 0.10)"
                : "");
    return new InOneJvmOutcome(
        judged.withAccount(judged.account().appendText("\n  order " + order)), unfair);
  }

  /** {@code judged}, its message followed by a line for each of {@code arms}. */
  private static Outcome withArms(Outcome judged, List<Arm> arms) {
    String message =
        arms.stream()
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
    return judged.withAccount(judged.account().appendText(message));
  }
}
