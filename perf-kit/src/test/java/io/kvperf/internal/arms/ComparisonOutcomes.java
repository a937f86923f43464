package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.account.DossierCost;
import io.kvperf.internal.account.DossierWritten;
import io.kvperf.internal.account.SweepHeading;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.dossier.RegressionDossier;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Judgement;
import io.kvperf.result.ProfileMove;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * What a version sweep, a bisect and a regression dossier make of comparisons already judged,
 * composed as {@link VersionSweep#run}, {@link Bisect#run} and {@link DossierForks#explain} compose
 * them once their forks have run: for the report's golden files, which run no fork. The bisect's
 * search and account ({@link BisectSearch}) and the dossier's lines ({@link
 * RegressionDossier#accountLines}) are theirs, called; the other lines are composed here from the
 * same line records, and must be kept in step with them.
 */
public final class ComparisonOutcomes {
  private ComparisonOutcomes() {}

  /**
   * A sweep of {@code versions} against {@code first}, {@code compare} giving each version's
   * comparison with the first, or throwing a {@link ForkFailedException} for one that cannot run.
   */
  public static Outcome sweep(
      String first, List<String> versions, Function<String, Outcome> compare) {
    List<AccountLine> lines = new ArrayList<>();
    lines.add(new SweepHeading(first));
    List<ArmEstimate> estimates = new ArrayList<>();
    List<Judgement> couldNotRun = new ArrayList<>();
    List<Judgement> judged = new ArrayList<>();
    Map<String, Outcome> versionsThatRan = new LinkedHashMap<>();
    Outcome last = null;
    for (String version : versions) {
      try {
        Outcome outcome = compare.apply(version);
        versionsThatRan.put(version, outcome);
        lines.add(new VersionAccount(version, outcome.verdict(), outcome.account()));
        estimates.addAll(outcome.estimates());
        judged.addAll(outcome.judgements());
        last = outcome;
      } catch (ForkFailedException e) {
        lines.add(
            new VersionNotRun(version, String.valueOf(e.getMessage()), Effect.FAILS_THE_SWEEP));
        couldNotRun.add(Judgement.couldNotRun(version, first, e));
      }
    }
    if (last == null) {
      throw new IllegalArgumentException("no version of the sweep ran");
    }
    List<Judgement> judgements = new ArrayList<>(couldNotRun);
    judgements.addAll(judged);
    return new Outcome(judgements, new Account(lines), last.result())
        .withEstimates(estimates)
        .withFindings(VersionFindings.worstVersion(versionsThatRan));
  }

  /**
   * A bisect of {@code artifact} over {@code versions}, oldest first, {@code compare} giving the
   * comparison of the version at an index with the oldest against a 10 % throughput budget, or half
   * the ends' change: {@link BisectSearch}'s own, which {@link Bisect#run} runs.
   */
  public static Outcome bisect(
      String artifact, List<String> versions, IntFunction<Outcome> compare) {
    return BisectSearch.run(
            new BisectSteps(Kind.RELEASED_VERSIONS, artifact, versions),
            Budgets.throughputDrop(10),
            (index, budget) -> compare.apply(index))
        .concluded();
  }

  /**
   * {@code judged} with {@code dossier} added, as made in {@code runDirectory}; {@code cost} is the
   * profiled pairs' time and the profiler's cost, as the dossier's forks measured them.
   */
  public static Outcome withDossier(
      Outcome judged, RegressionDossier dossier, Path runDirectory, DossierCost cost) {
    List<AccountLine> lines = new ArrayList<>(dossier.accountLines());
    Path file = runDirectory.resolve(DossierForks.DIRECTORY).resolve(RegressionDossier.FILE);
    lines.add(new DossierWritten(file, cost));
    List<ProfileMove> top = dossier.top(DossierForks.TOP_PER_KIND);
    return judged
        .withAccount(judged.account().then(new Account(lines)))
        .withDossier(top, dossier.flameGraph())
        .withFindings(io.kvperf.internal.account.Finding.topCause(top));
  }
}
