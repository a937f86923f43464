package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.DossierCost;
import io.kvperf.internal.account.PairsHeading.Unbudgeted;
import io.kvperf.internal.arms.ArmsExecution;
import io.kvperf.internal.arms.ComparedBuilds;
import io.kvperf.internal.arms.ComparisonOutcomes;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.BudgetTerm;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.ProfileFiles;
import io.kvperf.internal.dossier.RegressionDossier;
import io.kvperf.internal.gate.BaselineGate;
import io.kvperf.internal.gate.LatencyRatioBudget;
import io.kvperf.internal.gate.RatioBudget;
import io.kvperf.internal.junit.ConcludedInvocation;
import io.kvperf.internal.pairs.ArmPairs;
import io.kvperf.internal.pairs.ArmsDecision;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineFixtures;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Reason;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A fixed test run, decided by the real deciders from fixed measurements ({@link GoldenForks},
 * {@link GoldenProfiles}) and rendered by the real renderers: the safety net of the report files.
 * Its invocations: six contracts judged by the stored-baseline gate (a pass, a throughput drop
 * confirmed by a second round, rises of p99, allocation and bytes written, GC limits, no baseline
 * beside a latency ratio, a ratio to another engine), and five by comparisons of builds (a failure
 * with its regression dossier, an inconclusive one, a version sweep with a version that could not
 * run, a bisect, and a contract run on this build only), and an engine skipped. No fork runs, no
 * clock is read, nothing is random. A decider whose signature changes is adapted here alone.
 */
final class GoldenRun {
  private static final String GATE = "com.example.golden.GateContract#";
  private static final String COMPARE = "com.example.golden.CompareContract#";
  private static final String ROCKSDB = "org.rocksdb:rocksdbjni:";
  private static final KvPerfSettings SETTINGS = KvPerfSettings.parse(key -> Optional.empty());
  private static final Instant FIRST_RUN = Instant.parse("2026-11-22T10:00:00Z");
  private static final Budgets TEN_PERCENT = Budgets.throughputDrop(10);

  private final Path scratch;
  private final List<Outcome> outcomes = new ArrayList<>();

  private GoldenRun(Path scratch) {
    this.scratch = scratch;
  }

  /** The run decided, its baselines and profiles written to {@code scratch}, an empty directory. */
  static GoldenRun in(Path scratch) throws IOException {
    GoldenRun run = new GoldenRun(scratch);
    run.againstBaselines();
    run.betweenBuilds();
    return run;
  }

  /** Every measured invocation's outcome, in the order the run concluded them. */
  List<Outcome> outcomes() {
    return List.copyOf(outcomes);
  }

  /** The invocations the run skipped. */
  static List<SkippedInvocation> skipped() {
    return List.of(
        new SkippedInvocation(
            GATE + "scanRatio",
            "lmdb",
            "engine 'lmdb' lacks [REVERSE_SCAN], which the workload needs (1 thread: scan 50 %,"
                + " reverseScan 50 %, read mode COPY)"));
  }

  private void againstBaselines() {
    calibrate(GATE + "getHolds", "skiplist", 100, 4096);
    PerfResult holds = gated("getHolds", "skiplist", 0.5, 1, 100, 4096);
    outcomes.add(gate(TEN_PERCENT, holds, holds));
    calibrate(GATE + "getDrops", "skiplist", 100, 4096);
    outcomes.add(
        gate(
            TEN_PERCENT,
            gated("getDrops", "skiplist", 1.1, 0.8, 100, 4096),
            gated("getDrops", "skiplist", 0.9, 0.8, 100, 4096)));
    calibrate(GATE + "putRises", "rocksdb", 50, 3_000_000);
    PerfResult risen = gated("putRises", "rocksdb", 1, 1, 100, 3_030_000);
    outcomes.add(
        gate(
            Budgets.of(
                BudgetTerm.percent(BudgetFigure.P99_LATENCY, 20),
                BudgetTerm.percent(BudgetFigure.ALLOCATION, 10),
                BudgetTerm.percent(BudgetFigure.BYTES_WRITTEN, 10)),
            risen,
            risen));
    calibrate(GATE + "gcLimits", "lmdb", 100, 4096);
    PerfResult paused = gated("gcLimits", "lmdb", 1, 1, 100, 4096);
    outcomes.add(
        gate(
            Budgets.of(
                BudgetTerm.percent(BudgetFigure.THROUGHPUT, 10),
                BudgetTerm.gcMaxPause(Duration.ofMillis(1)),
                BudgetTerm.percent(BudgetFigure.GC_SHARE, 1)),
            paused,
            paused));
    PerfResult scans =
        GoldenForks.scans(
            GATE + "scanRatio",
            "skiplist",
            new long[] {10_000, 25_000},
            new long[] {20_000, 48_000},
            new long[] {15_000, 37_000});
    Outcome noBaseline = gate(TEN_PERCENT, scans, scans);
    outcomes.add(
        new LatencyRatioBudget(Operation.REVERSE_SCAN, Operation.SCAN, 2)
            .judge(noBaseline.result())
            .applyTo(noBaseline));
    PerfResult krati = GoldenForks.scored(GATE + "versusOther", "krati", 160, 330, 240, 165);
    PerfResult bdbJe = GoldenForks.scored(GATE + "versusOther", "bdb-je", 100, 200, 150, 100);
    Outcome gcHeld = gate(Budgets.of(BudgetTerm.gcMaxPause(Duration.ofMillis(5))), krati, krati);
    outcomes.add(new RatioBudget("bdb-je", 2).judge(krati, bdbJe).applyTo(gcHeld));
  }

  private void betweenBuilds() throws IOException {
    Outcome failed = decided("getBuilds", 0.8, 0.1, "this build", "git:v1.4.0");
    outcomes.add(withDossier(failed));
    outcomes.add(decided("putBuilds", 1.0, 2.0, "this build", "git:v1.4.0"));
    String first = ROCKSDB + "9.0.1";
    outcomes.add(
        ComparisonOutcomes.sweep(
            first,
            List.of(ROCKSDB + "9.1.0", ROCKSDB + "10.2.1", ROCKSDB + "10.10.1"),
            version -> {
              if (version.equals(ROCKSDB + "10.10.1")) {
                throw new ForkFailedException(
                    "arm A ("
                        + version
                        + "): engine 'rocksdb' failed in its forked JVM:"
                        + " java.lang.UnsatisfiedLinkError: /tmp/librocksdbjni.so:"
                        + " /lib/libc.so.6: version `GLIBC_2.38' not found\nfork output:\n"
                        + "  <failure>",
                    null);
              }
              double ratio = version.equals(ROCKSDB + "10.2.1") ? 0.75 : 1.0;
              return decided("sweep", ratio, 0.1, version, first);
            }));
    List<String> versions = List.of("9.0.1", "9.1.0", "9.2.1", "9.3.1", "9.4.0");
    outcomes.add(
        ComparisonOutcomes.bisect(
            ROCKSDB,
            versions,
            index ->
                decided(
                    "bisect", index >= 3 ? 0.75 : 1.0, 0.1, ROCKSDB + versions.get(index), first)));
    ComparedBuilds builds = new ComparedBuilds(List.of(), Optional.empty());
    outcomes.add(
        new Outcome(
            List.of(
                Judgement.notChecked(
                    Figure.Whole.BUDGETS_BETWEEN_BUILDS, "", Reason.NO_COMPARABLE_BUDGET)),
            Account.of(ArmsExecution.whyNotCompared(Budgets.NONE, builds, SETTINGS).orElseThrow()),
            GoldenForks.scored(COMPARE + "unbudgeted", "skiplist", 900, 950, 920)));
  }

  /**
   * Records three runs of {@code contract} on {@code engine} as updates ten minutes apart would,
   * the machine at 1, 0.6 and 1.3 times its speed.
   */
  private void calibrate(String contract, String engine, long bytesPerOp, long storageBytes) {
    double[] speeds = {1.0, 0.6, 1.3};
    for (int run = 0; run < speeds.length; run++) {
      BaselineFixtures.record(
          baselines(),
          contract,
          GoldenForks.gated(contract, engine, speeds[run], 1, bytesPerOp, storageBytes),
          FIRST_RUN.plusSeconds(600L * run));
    }
  }

  private static PerfResult gated(
      String method,
      String engine,
      double speed,
      double factor,
      long bytesPerOp,
      long storageBytes) {
    return GoldenForks.gated(GATE + method, engine, speed, factor, bytesPerOp, storageBytes);
  }

  /**
   * {@code first} judged by the gate in {@code check} mode against {@code budget}, a confirmation
   * round, if the gate asks for one, measuring {@code confirmation}'s forks; finished as the
   * extension finishes it.
   */
  private Outcome gate(Budgets budget, PerfResult first, PerfResult confirmation) {
    BaselineGate gate =
        new BaselineGate(BaselineMode.CHECK, baselines(), BaselineFixtures.ONE_FIGURE);
    Outcome judged =
        gate.judge(
            first,
            budget,
            BaselineFixtures.PLAN,
            (measured, count) -> measured.withMoreForks(confirmation.forks()));
    return ConcludedInvocation.withBaselineHint(judged, SETTINGS.explain());
  }

  private BaselineStore baselines() {
    return new BaselineStore(scratch.resolve("baselines"));
  }

  /**
   * Arm {@code build} at {@code ratio} of arm {@code against}, B's noise scaled by {@code noise},
   * judged against a 10 % drop as the comparison's forks decide it: a look every few pairs, until
   * one settles.
   */
  private static Outcome decided(
      String method, double ratio, double noise, String build, String against) {
    ArmsDecision decision =
        new ArmsDecision(
            TEN_PERCENT,
            SETTINGS.compare().pairs().most(),
            SETTINGS.compare().pairs().unbudgeted() > 0
                ? Unbudgeted.ESTIMATED_BESIDE
                : Unbudgeted.LEFT_OUT);
    int pairs = decision.minPairs();
    List<PerfResult> arms = GoldenForks.armPairs(COMPARE + method, "rocksdb", pairs, ratio, noise);
    while (!decision.settled(ArmPairs.ofForks(arms.get(0), arms.get(1)))) {
      pairs++;
      arms = GoldenForks.armPairs(COMPARE + method, "rocksdb", pairs, ratio, noise);
    }
    return decision.judge(ArmPairs.ofForks(arms.get(0), arms.get(1)), arms.get(0), build, against);
  }

  /** {@code judged} with the regression dossier of the fixed profiles. */
  private Outcome withDossier(Outcome judged) throws IOException {
    Path profiles = scratch.resolve("dossier");
    GoldenProfiles.write(profiles);
    RegressionDossier dossier =
        ProfileFiles.read(
            GoldenProfiles.forks(profiles, "a"),
            GoldenProfiles.forks(profiles, "b"),
            GoldenProfiles.classPath(profiles, "a"),
            GoldenProfiles.classPath(profiles, "b"));
    return ComparisonOutcomes.withDossier(
        judged, dossier, runDirectory(judged.result()), new DossierCost(dossier.pairs(), 41, 93));
  }

  private static Path runDirectory(PerfResult result) {
    return SETTINGS.output().runDirectory(result.contract(), result.engine());
  }

  /**
   * Writes {@link GoldenMedia#FILES} into {@code directory}, each invocation concluded as the
   * extension concludes it; a path in the scratch directory shows as {@value GoldenMedia#SCRATCH}.
   */
  void render(Path directory) throws IOException {
    List<ConcludedInvocation> concluded = new ArrayList<>();
    for (Outcome outcome : outcomes) {
      concluded.add(
          ConcludedInvocation.of(
              outcome, ReportFixtures.MEASUREMENT, runDirectory(outcome.result())));
    }
    GoldenMedia.write(concluded, skipped(), scratch, directory);
  }
}
