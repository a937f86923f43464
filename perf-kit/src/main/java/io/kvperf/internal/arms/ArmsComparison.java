package io.kvperf.internal.arms;

import io.kvperf.engine.Capability;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.files.SafeFileName;
import io.kvperf.internal.pairs.ArmPairs;
import io.kvperf.internal.pairs.ArmsDecision;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.run.PairedForks;
import io.kvperf.internal.run.PairedForks.PairCount;
import io.kvperf.internal.settings.CompareMode.Sharing;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The comparison of a contract's run on two arms, judged against its budget: in one JVM where the
 * mode and the engine allow it, otherwise in pairs of forks ({@link PairedForks}), and explained by
 * a regression dossier where {@code kvperf.explain} asks for it ({@link DossierForks}). One holds
 * what every comparison of an invocation shares, the versions of a sweep or a bisect included.
 *
 * @param run the contract's run
 * @param budget the budgets A is judged against B by
 * @param settings the run's settings: the comparison's mode and pairs, and what explains
 * @param runner what forks
 */
record ArmsComparison(
    ContractRun run, Budgets budget, KvPerfSettings settings, ContractRunner runner) {

  /** Whether forks in one JVM are checked for fairness as they run ({@link OneJvmFairness}). */
  private enum Fairness {
    /** The mode says one JVM: its forks go under {@code arm-a}. */
    ASSUMED,
    /**
     * The engine does not say: the forks stop as soon as they show one JVM unfair, and go under
     * {@code arm-one-jvm}, apart from the pairs of forks that may follow.
     */
    CHECKED
  }

  /**
   * A comparison measured with both arms in each fork.
   *
   * @param judged the verdict, its message ending with the order of the forks
   * @param unfair why the forks showed one JVM unfair, when fairness was checked and they did
   */
  private record InOneJvmOutcome(Outcome judged, Optional<String> unfair) {}

  /**
   * This comparison in the directory of {@code version}'s comparison, {@code version-10.10.1} under
   * the run's: one version of a sweep or a bisect.
   */
  ArmsComparison ofVersion(Arm version) {
    String description = version.description();
    String name =
        "version-" + SafeFileName.of(description.substring(description.lastIndexOf(':') + 1));
    return new ArmsComparison(
        run.in(run.forks().directory().resolve(name)), budget, settings, runner);
  }

  /**
   * Measures the run on arms {@code a} and {@code b}, judges A against B, and, where {@code
   * kvperf.explain} asks for it after this verdict, adds why the figures moved.
   */
  Outcome explained(Arm a, Arm b) {
    Outcome judged = judged(a, b);
    return explains(judged) ? explain(a, b, judged, judged.result()) : judged;
  }

  /** Whether {@code kvperf.explain} asks for a dossier after {@code judged}'s verdict. */
  boolean explains(Outcome judged) {
    return settings.explain().explains(judged.verdict());
  }

  /**
   * {@code judged} with the dossier of {@code a} against {@code b} added; {@code judgedA} is A's
   * result as the comparison measured it, against which the profiler's cost is told.
   */
  Outcome explain(Arm a, Arm b, Outcome judged, PerfResult judgedA) {
    return new DossierForks(run, settings.explain(), runner).explain(a, b, judged, judgedA);
  }

  /**
   * Measures the run on arms {@code a} and {@code b} and judges A against B: in one JVM where the
   * mode and the engine allow it, otherwise (or where one JVM showed unfair or a fork failed) in
   * pairs of forks.
   */
  Outcome judged(Arm a, Arm b) {
    ArmsDecision decision =
        budget.hasBuildComparable()
            ? new ArmsDecision(
                budget, settings.compare().pairs(), settings.compare().unbudgetedPairs() > 0)
            : ArmsDecision.estimating(settings.compare().unbudgetedPairs());
    PairedForks forks = new PairedForks(runner, run, a, b);
    List<String> nativeChanges = new ArrayList<>(a.nativeLibraryEntries());
    nativeChanges.addAll(b.nativeLibraryEntries());
    Sharing sharing =
        settings
            .compare()
            .mode()
            .sharing(run.engine(), !b.jvmArgs().isEmpty(), !nativeChanges.isEmpty());
    Optional<String> triedInOneJvm = Optional.empty();
    if (sharing == Sharing.ONE_JVM) {
      return withArms(inOneJvm(forks, decision, Fairness.ASSUMED).judged(), a, b);
    }
    if (sharing == Sharing.ONE_JVM_IF_FAIR) {
      try {
        InOneJvmOutcome tried = inOneJvm(forks, decision, Fairness.CHECKED);
        if (tried.unfair().isEmpty()) {
          return withArms(tried.judged(), a, b);
        }
        triedInOneJvm = tried.unfair();
      } catch (ForkFailedException e) {
        triedInOneJvm =
            Optional.of("a fork failed (" + e.getMessage().lines().findFirst().orElse("") + ")");
      }
    }
    return withArms(inPairsOfForks(forks, decision, triedInOneJvm, nativeChanges), a, b);
  }

  /**
   * Measures the run in pairs of forks and judges it; {@code triedInOneJvm} says why one JVM was
   * tried and left, and {@code nativeChanges} are the native libraries that keep the arms apart.
   */
  private Outcome inPairsOfForks(
      PairedForks forks,
      ArmsDecision decision,
      Optional<String> triedInOneJvm,
      List<String> nativeChanges) {
    PairedForks.Pairs pairs =
        forks.inPairsOfForks(
            new PairCount(decision.minPairs(), decision.maxPairs()),
            measured -> decision.settled(ArmPairs.ofForks(measured.a(), measured.b())));
    Outcome judged =
        decision.judge(
            ArmPairs.ofForks(pairs.a(), pairs.b()),
            pairs.a(),
            forks.a().description(),
            forks.b().description());
    String order =
        pairs.order()
            + " (drawn from the workload's seed "
            + run.workload().seed()
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
    return judged.withAccount(judged.account().appendText("\n  order " + order));
  }

  /**
   * Measures the run with both arms in each fork and judges it; where {@code fairness} is {@link
   * Fairness#CHECKED}, stops as soon as the forks show one JVM unfair.
   */
  private InOneJvmOutcome inOneJvm(PairedForks forks, ArmsDecision decision, Fairness fairness) {
    boolean checked = fairness == Fairness.CHECKED;
    PairedForks.InOneJvm inOneJvm =
        forks.inOneJvm(
            new PairCount(
                checked ? Math.max(decision.minPairs(), OneJvmFairness.FORKS) : decision.minPairs(),
                decision.maxPairs()),
            result -> {
              ArmPairs pairs = ArmPairs.inOneJvm(result.both(), result.aLed());
              return checked && OneJvmFairness.unfairness(pairs).isPresent()
                  || decision.settled(pairs);
            },
            checked ? "arm-one-jvm" : "arm-a");
    PerfResult both = inOneJvm.both();
    ArmPairs pairs = ArmPairs.inOneJvm(both, inOneJvm.aLed());
    Optional<String> unfair = checked ? OneJvmFairness.unfairness(pairs) : Optional.empty();
    Outcome judged = decision.judge(pairs, both, forks.a().description(), forks.b().description());
    String order =
        "A and B by iteration in each fork (ABBA), the fork's leading arm's store opened first"
            + " and its iterations first; forks led by "
            + inOneJvm.leads()
            + " (drawn from the workload's seed "
            + run.workload().seed()
            + ")"
            + (checked
                ? "\n  one JVM: '"
                    + run.engine().id()
                    + "' declares neither Capability.SIDE_BY_SIDE nor SEPARATE_JVMS, and its forks"
                    + " showed one JVM fair (the leading arm within ±10 %, a pair's spread under"
                    + " 0.10)"
                : "");
    return new InOneJvmOutcome(
        judged.withAccount(judged.account().appendText("\n  order " + order)), unfair);
  }

  /** {@code judged}, its message followed by a line for each of arms {@code a} and {@code b}. */
  private static Outcome withArms(Outcome judged, Arm a, Arm b) {
    String message =
        List.of(a, b).stream()
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
