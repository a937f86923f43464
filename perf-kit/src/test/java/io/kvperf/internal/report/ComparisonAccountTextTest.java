package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.ArmsAllocation;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.ArmsOrder.Layout;
import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectHeading.Conclusion;
import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.account.BisectStepsHalfway;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.ComparedArm.ClassPathEntry;
import io.kvperf.internal.account.DossierCost;
import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierNoProfile;
import io.kvperf.internal.account.DossierNotMade;
import io.kvperf.internal.account.DossierNothingGrew;
import io.kvperf.internal.account.DossierWritten;
import io.kvperf.internal.account.ForksInTurns;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.NativeLibrariesApart;
import io.kvperf.internal.account.OneJvmFair;
import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.account.PairedChange;
import io.kvperf.internal.account.PairedFigureEstimated;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairedFigureNotMeasured;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.account.PairsPinned;
import io.kvperf.internal.account.StorePreloadedOnce;
import io.kvperf.internal.account.SweepHeading;
import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.account.WarmupRaised;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The words of a comparison of two builds' account, each kind of line from fixed values, through
 * {@link AccountText} as every report writes it.
 */
class ComparisonAccountTextTest {
  private static final PairedChange TWENTY_PERCENT_DROP =
      new PairedChange("throughput", Math.log(0.8), Math.log(0.8 / 0.75), Double.NaN);
  private static final PairedFigureJudged FAILED_THROUGHPUT =
      new PairedFigureJudged(
          TWENTY_PERCENT_DROP, Math.log(0.9), Verdict.FAILED, 0.05, 0.1, Optional.empty());
  private static final String FAILED_THROUGHPUT_TEXT =
      "  throughput -20.0 % [-25.0, -14.7], budget -10.0 %: FAILED";
  private static final String ONE_JVM_LEFT = "  a fork per arm: both arms in one JVM were tried";
  private static final String NO_ONE_JVM = " (docs/ab.md: one JVM for an engine that does not say)";

  private static String text(AccountLine... lines) {
    return AccountText.of(Account.of(lines));
  }

  @Test
  void theOpeningSaysHowManyPairsHowMeasuredAndAtWhatError() {
    assertThat(
            text(
                new PairsHeading(
                    4, PairsMeasured.FORKS_LESS_REFERENCE, 0.00025, Unbudgeted.LEFT_OUT)))
        .isEqualTo(
            "A against B in 4 pairs of forks, less the in-fork reference's ratio (intervals at"
                + " 0.025 % on each side per look):");
    assertThat(
            text(new PairsHeading(8, PairsMeasured.ONE_JVM, 0.0005, Unbudgeted.ESTIMATED_BESIDE)))
        .isEqualTo(
            "A against B in 8 forks that ran both arms, alternating by iteration, each led by"
                + " either arm (intervals at 0.050 % on each side per look; 95 % for the figures no"
                + " budget reads):");
    assertThat(
            text(
                new PairsEstimateHeading(
                    6,
                    PairsMeasured.FORKS_RAW,
                    List.of("throughputDrop", "p99Rise", "allocationRise"))))
        .isEqualTo(
            "A against B in 6 pairs of forks, raw, estimated and not judged: the contract has no"
                + " throughputDrop, p99Rise or allocationRise budget (95 % intervals):");
  }

  @Test
  void aJudgedFigureShowsItsChangeBudgetAndVerdictAndWhenUndecidedWhatWouldDecideIt() {
    assertThat(text(FAILED_THROUGHPUT)).isEqualTo(FAILED_THROUGHPUT_TEXT);
    assertThat(
            text(
                new PairedFigureJudged(
                    new PairedChange("allocation per operation", Math.log(1.2), 0.1, Double.NaN),
                    Math.log(1.1),
                    Verdict.INCONCLUSIVE,
                    0.123,
                    Math.log(1.25),
                    Optional.of(new ArmsAllocation(240, 200)))))
        .isEqualTo(
            "  allocation per operation +20.0 % [+8.6, +32.6], budget +10.0 %: INCONCLUSIVE (sigma"
                + " per pair 0.123; these pairs detect a change of 25.0 % or more from the"
                + " estimate) (A 240.0 B/op, B 200.0 B/op)");
  }

  @Test
  void anEstimatedFigureShowsTheLeadItBalancedOut() {
    assertThat(
            text(
                new PairedFigureEstimated(
                    new PairedChange("p99 of get", 0, Math.log(1.05), Math.log(1.12)))))
        .isEqualTo(
            "  p99 of get +0.0 % [-4.8, +5.0] (+12.0 % where A led, balanced out), no budget: not"
                + " judged");
  }

  @Test
  void allocationWithinTheSlackPassesAndSaysWhy() {
    assertThat(
            text(
                new AllocationWithinSlack(
                    "allocation per operation", new ArmsAllocation(6, 0.5), 8)))
        .isEqualTo(
            "  allocation per operation (A 6.0 B/op, B 0.5 B/op): A allocates at most 8 B/op more"
                + " than B, below which no budget fails: PASSED");
  }

  @Test
  void aFigureNotMeasuredSaysWhatCouldNotTellIt() {
    assertThat(
            text(
                new PairedFigureNotMeasured(
                    "allocation per operation", Statistic.OPERATION_ALLOCATION_PER_OP),
                new PairedFigureNotMeasured(
                    "CPU time per operation", Statistic.OPERATION_CPU_PER_OP),
                new PairedFigureNotMeasured(
                    "safepoint time per second", Statistic.SAFEPOINT_TIME_PER_SECOND)))
        .isEqualTo(
            "  allocation per operation: not measured in every fork (the JVM could not tell the"
                + " operation threads' allocation)\n"
                + "  CPU time per operation: not measured in every fork (the JVM could not tell the"
                + " operation threads' CPU time)\n"
                + "  safepoint time per second: not measured in every fork (JFR recorded no"
                + " jdk.SafepointBegin in it)");
  }

  @Test
  void theOrderOfTheArmsIsDrawnFromTheSeed() {
    assertThat(text(new ArmsOrder(Layout.PAIRS_OF_FORKS, "AB BA BA AB", 42)))
        .isEqualTo("  order AB BA BA AB (drawn from the workload's seed 42)");
    assertThat(text(new ArmsOrder(Layout.ONE_JVM, "A B B A", 42)))
        .isEqualTo(
            "  order A and B by iteration in each fork (ABBA), the fork's leading arm's store"
                + " opened first and its iterations first; forks led by A B B A (drawn from the"
                + " workload's seed 42)");
  }

  @Test
  void aStorePreloadedOnceSaysWhoPreloadedItOrWhyEachForkDidAllTheSame() {
    assertThat(text(new StorePreloadedOnce(true, "rocksdb", "kvperf.compare.preload")))
        .isEqualTo(
            "  every fork opened a byte-identical copy of one store, preloaded once by the first"
                + " fork of the first pair (kvperf.compare.preload = once)");
    assertThat(text(new StorePreloadedOnce(false, "skiplist", "kvperf.compare.preload")))
        .isEqualTo(
            "  each fork preloaded its own store: skiplist keeps none on disk to copy"
                + " (kvperf.compare.preload = once)");
  }

  @Test
  void forksThatTookTurnsSayHowAndOnWhichCpus() {
    assertThat(text(new ForksInTurns(Duration.ofSeconds(2), 32, "kvperf.compare.mode")))
        .isEqualTo(
            "  both forks of each pair ran at once, taking turns by iteration, each warmed up at"
                + " least 2000 ms and measuring at least 32 iterations (kvperf.compare.mode)");
    assertThat(
            text(
                new PairsPinned(List.of(List.of(0), List.of(1), List.of(0, 1)), "kvperf.fork.cpu")))
        .isEqualTo(
            "  operation threads pinned, both forks of a pair on the same CPU: 0 1 0+1"
                + " (kvperf.fork.cpu)");
  }

  @Test
  void oneJvmKeptSaysItsForksShowedItFair() {
    assertThat(text(new OneJvmFair("h2", Math.log(1.10), 0.10)))
        .isEqualTo(
            "  one JVM: 'h2' declares neither Capability.SIDE_BY_SIDE nor SEPARATE_JVMS, and its"
                + " forks showed one JVM fair (the leading arm within ±10 %, a pair's spread under"
                + " 0.10)");
  }

  @Test
  void oneJvmLeftSaysWhatTheForksShowed() {
    assertThat(text(new OneJvmLeft(new OneJvmLeft.Lead(0.15, Math.log(1.10)))))
        .isEqualTo(
            ONE_JVM_LEFT
                + " first, in forks of their own (arm-one-jvm), and the arm leading a fork"
                + " measured +16.2 % against the average (beyond ±10 %)"
                + NO_ONE_JVM);
    assertThat(text(new OneJvmLeft(new OneJvmLeft.Spread(Math.sqrt(0.0625 / 2), 0.10))))
        .isEqualTo(
            ONE_JVM_LEFT
                + " first, in forks of their own (arm-one-jvm), and a pair spread 0.177 (beyond"
                + " 0.10, where pairs of forks spread 0.1–0.3)"
                + NO_ONE_JVM);
    assertThat(text(new OneJvmLeft(new OneJvmLeft.ForkFailed("engine 'h2' failed"))))
        .isEqualTo(
            ONE_JVM_LEFT
                + " first, in forks of their own (arm-one-jvm), and a fork failed (engine 'h2'"
                + " failed)"
                + NO_ONE_JVM);
  }

  @Test
  void armsApartByTheirNativeLibrariesNameThem() {
    assertThat(
            text(
                new NativeLibrariesApart(List.of("rocksdbjni-9.0.1.jar", "rocksdbjni-10.2.1.jar"))))
        .isEqualTo(
            "  a fork per arm: the arms load different native libraries (rocksdbjni-9.0.1.jar,"
                + " rocksdbjni-10.2.1.jar), which one JVM cannot keep apart");
  }

  @Test
  void eachArmShowsItsBuildOptionsAndTheEntriesOfItsOwn() {
    assertThat(
            text(
                new ComparedArm("A", "this build", List.of(), List.of()),
                new ComparedArm(
                    "B",
                    "org.rocksdb:rocksdbjni:9.0.1",
                    List.of("-Xmx1g", "-XX:+UseZGC"),
                    List.of(
                        new ClassPathEntry("rocksdbjni-9.0.1.jar", "ab12"),
                        new ClassPathEntry("store/target/classes", "cd34")))))
        .isEqualTo(
            "  A: this build; no class path entry of its own\n"
                + "  B: org.rocksdb:rocksdbjni:9.0.1, JVM options [-Xmx1g, -XX:+UseZGC];"
                + " rocksdbjni-9.0.1.jar sha256 ab12; store/target/classes sha256 cd34");
  }

  @Test
  void aSweepNestsEachVersionsAccountAndSaysWhyAVersionCouldNotRun() {
    Account comparison =
        Account.of(
            new PairsHeading(4, PairsMeasured.FORKS_LESS_REFERENCE, 0.00025, Unbudgeted.LEFT_OUT),
            FAILED_THROUGHPUT);

    assertThat(
            text(
                new SweepHeading("g:a:1.0"),
                new VersionAccount("g:a:2.0", Verdict.FAILED, comparison),
                new VersionNotRun(
                    "g:a:3.0", "arm A failed\nfork output:\n  <failure>", Effect.FAILS_THE_SWEEP)))
        .isEqualTo(
            "version sweep, each version against g:a:1.0 (the figures before this account are the"
                + " last version's that ran):\n"
                + "  g:a:2.0: FAILED\n"
                + "    A against B in 4 pairs of forks, less the in-fork reference's ratio"
                + " (intervals at 0.025 % on each side per look):\n"
                + "    "
                + FAILED_THROUGHPUT_TEXT
                + "\n"
                + "  g:a:3.0: FAILED, it could not run\n"
                + "    arm A failed\n"
                + "    fork output:\n"
                + "      <failure>");
    assertThat(text(new VersionNotRun("9.1.0", "no GLIBC_2.38", Effect.STEPPED_AROUND)))
        .isEqualTo("  9.1.0: could not run, stepped around\n    no GLIBC_2.38");
  }

  @Test
  void aBisectSaysWhatItJudgedTheStepsBetweenItsEndsBy() {
    assertThat(
            text(
                new BisectStepsHalfway(
                    List.of(new BisectStepsHalfway.Term("throughputDrop", 0.952, 2.43)))))
        .isEqualTo(
            "  each step between the ends judged by which end it is nearer: throughputDrop 2.4 %,"
                + " half the ends' -4.8 %");
  }

  private static String bisect(
      Conclusion conclusion, String lastSame, Optional<String> firstMoved, List<String> gaps) {
    return text(
        new BisectHeading(
            new BisectSteps(
                Kind.RELEASED_VERSIONS,
                "org.rocksdb:rocksdbjni:",
                List.of("9.0.0", "9.1.0", "9.2.0", "10.0.0")),
            conclusion,
            lastSame,
            firstMoved,
            gaps));
  }

  private static String bisectSaying(String conclusion) {
    return "bisect of org.rocksdb:rocksdbjni:9.0.0 to 10.0.0 (4 released versions), each against"
        + " 9.0.0: "
        + conclusion
        + " (the figures before this account are 10.0.0's)";
  }

  @Test
  void aBisectSaysWhatItFoundInTheVersionsOwnNames() {
    assertThat(bisect(Conclusion.FIRST_MOVED_FOUND, "9.1.0", Optional.of("9.2.0"), List.of()))
        .isEqualTo(
            bisectSaying(
                "the first version that moved is 9.2.0; 9.1.0, the last version before it that"
                    + " ran, did not"));
    assertThat(bisect(Conclusion.BOUNDED_BY_GAPS, "9.0.0", Optional.of("9.2.0"), List.of("9.1.0")))
        .isEqualTo(
            bisectSaying(
                "the first version that moved lies after 9.0.0 and no later than 9.2.0, and no"
                    + " version between could run; 9.1.0 could not run here and was stepped"
                    + " around"));
    assertThat(bisect(Conclusion.NOTHING_MOVED, "10.0.0", Optional.empty(), List.of()))
        .isEqualTo(
            bisectSaying("the newest version did not move beyond the budget: nothing to bisect"));
    assertThat(
            bisect(Conclusion.ENDS_UNCLEAR, "9.0.0", Optional.empty(), List.of("9.1.0", "9.2.0")))
        .isEqualTo(
            bisectSaying(
                "the two ends' comparison was inconclusive, so there is no range to bisect; 9.1.0,"
                    + " 9.2.0 could not run here and were stepped around"));
    assertThat(bisect(Conclusion.STEP_UNCLEAR, "9.0.0", Optional.of("10.0.0"), List.of()))
        .isEqualTo(
            bisectSaying(
                "a comparison was inconclusive: the first version that moved lies after 9.0.0 and"
                    + " no later than 10.0.0"));
  }

  @Test
  void aCommitBisectSaysWhatItFoundInTheCommitsOwnNames() {
    BisectSteps commits =
        new BisectSteps(
            Kind.FIRST_PARENT_COMMITS,
            "git:",
            List.of("0a1b2c3d4e5f", "3f2a9c1d0b4e", "77aa88bb99cc"));
    String opening =
        "bisect of git:0a1b2c3d4e5f to 77aa88bb99cc (3 first-parent commits, the first known"
            + " good), each against 0a1b2c3d4e5f: ";
    String closing = " (the figures before this account are 77aa88bb99cc's)";

    assertThat(
            text(
                new BisectHeading(
                    commits,
                    Conclusion.FIRST_MOVED_FOUND,
                    "0a1b2c3d4e5f",
                    Optional.of("3f2a9c1d0b4e"),
                    List.of())))
        .isEqualTo(
            opening
                + "the first commit that moved is 3f2a9c1d0b4e; 0a1b2c3d4e5f,"
                + " the last commit before it that ran, did not"
                + closing);
    assertThat(
            text(
                new BisectHeading(
                    commits,
                    Conclusion.BOUNDED_BY_GAPS,
                    "0a1b2c3d4e5f",
                    Optional.of("77aa88bb99cc"),
                    List.of("3f2a9c1d0b4e"))))
        .isEqualTo(
            opening
                + "the first commit that moved lies after 0a1b2c3d4e5f and no later than"
                + " 77aa88bb99cc, and no commit between could run; 3f2a9c1d0b4e could not run here"
                + " and was stepped around"
                + closing);
    assertThat(
            text(
                new BisectHeading(
                    commits,
                    Conclusion.NOTHING_MOVED,
                    "77aa88bb99cc",
                    Optional.empty(),
                    List.of())))
        .isEqualTo(
            opening
                + "the newest commit did not move beyond the budget: nothing to bisect"
                + closing);
  }

  @Test
  void aDossierShowsItsHeadlinesOrWhyItHasNoneAndWhereItWasWritten() {
    assertThat(
            text(
                new DossierHeadline(
                    new ProfileMove(
                        ProfileMove.Kind.TOTAL,
                        "a/Flags.mask",
                        "a.jar",
                        0.116,
                        0.006,
                        0.03,
                        ProfileMove.Standing.CONFIDENT)),
                new DossierNothingGrew(4),
                new DossierNoProfile(Optional.of("fork-1: no profile")),
                new DossierNoProfile(Optional.empty()),
                new DossierWritten(
                    Path.of("target/kvperf/runs/x/rocksdb/dossier/dossier.md"),
                    new DossierCost(4, 41.2, 93.4)),
                new DossierWritten(
                    Path.of("target/dossier.md"), new DossierCost(2, 9, Double.NaN))))
        .isEqualTo(
            "  why: total time of a/Flags.mask (a.jar) +11.0 points (A 11.6 %, B 0.6 %)\n"
                + "  why: no library's or frame's share of CPU grew beyond the spread between 4"
                + " profiled pairs\n"
                + "  why: no profile to compare (fork-1: no profile)\n"
                + "  why: no profile to compare\n"
                + "  dossier: target/kvperf/runs/x/rocksdb/dossier/dossier.md (4 profiled pairs"
                + " took 41 s; profiled, A ran at 93 % of its judged forks' throughput)\n"
                + "  dossier: target/dossier.md (2 profiled pairs took 9 s; profiled, A ran at ? of"
                + " its judged forks' throughput)");
  }

  @Test
  void aDossierThatCouldNotBeMadeSaysWhyAndThatTheVerdictStands() {
    assertThat(
            text(
                new DossierNotMade(DossierNotMade.Cause.PROFILED_FORKS_FAILED, "fork 2 failed"),
                new DossierNotMade(DossierNotMade.Cause.NOT_WRITTEN, "disk full")))
        .isEqualTo(
            "  why: the dossier's profiled forks failed, the verdict stands: fork 2 failed\n"
                + "  why: the dossier could not be written: disk full");
  }

  @Test
  void aContractRunOnThisBuildOnlySaysWhatBudgetWouldCompareIt() {
    List<String> attributes = List.of("throughputDrop", "p99Rise");

    assertThat(text(new ThisBuildOnly(attributes, ThisBuildOnly.Why.BISECTED, "kvperf.unbudgeted")))
        .isEqualTo(
            "kvperf.compare needs a throughputDrop or p99Rise budget; this contract has none, so"
                + " it ran on this build only (a bisect looks for the version that breaks a"
                + " budget)");
    assertThat(
            text(
                new ThisBuildOnly(
                    attributes, ThisBuildOnly.Why.ESTIMATES_OFF, "kvperf.unbudgeted")))
        .isEqualTo(
            "kvperf.compare needs a throughputDrop or p99Rise budget; this contract has none, so"
                + " it ran on this build only (kvperf.unbudgeted=4 estimates it in 4 pairs,"
                + " unjudged)");
  }

  @Test
  void theComparisonsFloorsSayWhatTheyRaised() {
    assertThat(
            text(
                new WarmupRaised(
                    1, Duration.ofMillis(300), 1, Duration.ofMillis(100), "kvperf.compare.warmup"),
                new IterationsRaised(3, 2, "kvperf.compare.iterations")))
        .isEqualTo(
            "  warm-up 1 × 300 ms per arm, not the contract's 1 × 100 ms at this scale"
                + " (kvperf.compare.warmup)\n"
                + "  3 measured iterations per arm in each fork, not the contract's 2"
                + " (kvperf.compare.iterations)");
  }
}
