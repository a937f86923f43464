package io.kvperf.internal.arms;

import io.kvperf.engine.Capability;
import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.ArmsOrder.Layout;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.ComparedArm.ClassPathEntry;
import io.kvperf.internal.account.ForksInTurns;
import io.kvperf.internal.account.NativeLibrariesApart;
import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.account.PairsPinned;
import io.kvperf.internal.account.StorePreloadedOnce;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.files.SafeFileName;
import io.kvperf.internal.pairs.ArmPairs;
import io.kvperf.internal.pairs.ArmsDecision;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.run.PairedForks;
import io.kvperf.internal.run.PairedForks.PairCount;
import io.kvperf.internal.settings.CompareMode.Sharing;
import io.kvperf.internal.settings.ComparePreload;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The comparison of a contract's run on two arms, judged against its budget: in one JVM where the
 * mode and the engine allow it, otherwise in pairs of forks ({@link PairedForks}), and explained by
 * a regression dossier where {@code kvperf.explain} asks for it ({@link DossierForks}). One holds
 * what every comparison of an invocation shares, the versions of a sweep and the steps of a bisect
 * included.
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
   * @param judged the verdict, its account ending with the order of the forks
   * @param unfair why the forks showed one JVM unfair, when fairness was checked and they did
   */
  private record InOneJvmOutcome(Outcome judged, Optional<OneJvmLeft.Why> unfair) {}

  /**
   * This comparison in the directory of {@code version}'s comparison, {@code version-10.10.1} under
   * the run's: one version of a sweep.
   */
  ArmsComparison ofVersion(Arm version) {
    String description = version.description();
    return in(
        "version-" + SafeFileName.of(description.substring(description.lastIndexOf(':') + 1)));
  }

  /**
   * This comparison in the directory {@code name} under the run's: one step of a bisect, {@code
   * version-10.10.1} or {@code commit-3f2a9c1d0b4e}.
   */
  ArmsComparison in(String name) {
    return new ArmsComparison(
        run.in(run.forks().directory().resolve(name)), budget, settings, runner);
  }

  /** This comparison judged by {@code other} instead: a bisect's steps between its ends. */
  ArmsComparison judgedBy(Budgets other) {
    return new ArmsComparison(run, other, settings, runner);
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
                budget,
                settings.compare().pairs().most(),
                settings.compare().pairs().unbudgeted() > 0
                    ? Unbudgeted.ESTIMATED_BESIDE
                    : Unbudgeted.LEFT_OUT)
            : ArmsDecision.estimating(settings.compare().pairs().unbudgeted());
    PairedForks forks = new PairedForks(runner, run, a, b);
    List<String> nativeChanges = new ArrayList<>(a.nativeLibraryEntries());
    nativeChanges.addAll(b.nativeLibraryEntries());
    Sharing sharing =
        settings
            .compare()
            .mode()
            .sharing(run.engine(), !b.jvmArgs().isEmpty(), !nativeChanges.isEmpty());
    Optional<OneJvmLeft.Why> triedInOneJvm = Optional.empty();
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
            Optional.of(new OneJvmLeft.ForkFailed(e.getMessage().lines().findFirst().orElse("")));
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
      Optional<OneJvmLeft.Why> triedInOneJvm,
      List<String> nativeChanges) {
    boolean inTurns = settings.compare().mode().forksTakeTurns(run.engine());
    BiFunction<PerfResult, PerfResult, ArmPairs> paired =
        inTurns ? ArmPairs::ofForksInTurns : ArmPairs::ofForks;
    boolean preloadOnce = settings.compare().preload() == ComparePreload.ONCE;
    boolean copied = preloadOnce && run.engine().capabilities().contains(Capability.PERSISTENT);
    PairedForks.Pairs pairs =
        forks.inPairsOfForks(
            new PairCount(decision.minPairs(), decision.maxPairs()),
            measured -> decision.settled(paired.apply(measured.a(), measured.b())),
            inTurns,
            copied ? ComparePreload.ONCE : ComparePreload.EACH);
    Outcome judged =
        decision.judge(
            paired.apply(pairs.a(), pairs.b()),
            pairs.a(),
            forks.a().description(),
            forks.b().description());
    List<AccountLine> lines = new ArrayList<>();
    lines.add(
        new ArmsOrder(
            inTurns ? Layout.FORKS_IN_TURNS : Layout.PAIRS_OF_FORKS,
            pairs.order(),
            run.workload().seed()));
    if (inTurns) {
      lines.add(
          new ForksInTurns(
              PairedForks.TURNS_LEAST_WARMUP,
              PairedForks.TURNS_LEAST_ITERATIONS,
              CompareSettings.MODE));
    }
    if (preloadOnce) {
      lines.add(new StorePreloadedOnce(copied, run.engine().id(), ComparePreload.KEY));
    }
    if (!pairs.cpus().isEmpty()) {
      lines.add(new PairsPinned(pairs.cpus(), KvPerfSettings.FORK_CPU));
    }
    triedInOneJvm.ifPresent(why -> lines.add(new OneJvmLeft(why)));
    if (!nativeChanges.isEmpty() && run.engine().capabilities().contains(Capability.SIDE_BY_SIDE)) {
      lines.add(new NativeLibrariesApart(nativeChanges));
    }
    return judged.withAccount(judged.account().then(new Account(lines)));
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
    Optional<OneJvmLeft.Why> unfair = checked ? OneJvmFairness.unfairness(pairs) : Optional.empty();
    Outcome judged = decision.judge(pairs, both, forks.a().description(), forks.b().description());
    Account order =
        Account.of(new ArmsOrder(Layout.ONE_JVM, inOneJvm.leads(), run.workload().seed()));
    if (checked) {
      order = order.then(OneJvmFairness.fair(run.engine().id()));
    }
    return new InOneJvmOutcome(judged.withAccount(judged.account().then(order)), unfair);
  }

  /** {@code judged}, its account followed by a line for each of arms {@code a} and {@code b}. */
  private static Outcome withArms(Outcome judged, Arm a, Arm b) {
    return judged.withAccount(judged.account().then(Account.of(arm(a), arm(b))));
  }

  /** {@code arm}'s line: its build, JVM options, and the entries the other arm does not have. */
  private static ComparedArm arm(Arm arm) {
    return new ComparedArm(
        arm.name(),
        arm.description(),
        arm.jvmArgs(),
        arm.changed().stream()
            .map(entry -> new ClassPathEntry(Arm.name(entry), ArmClassPath.sha256(entry)))
            .toList());
  }
}
