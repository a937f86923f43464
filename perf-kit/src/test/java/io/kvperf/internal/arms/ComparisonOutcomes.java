package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.arms.VersionBisection.Finding;
import io.kvperf.internal.arms.VersionBisection.Step;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.dossier.RegressionDossier;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Judgement;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * What a version sweep, a bisect and a regression dossier make of comparisons already judged,
 * composed as {@link VersionSweep#run}, {@link VersionBisect#run} and {@link DossierForks#explain}
 * compose them once their forks have run: for the report's golden files, which run no fork. Their
 * per-version accounts ({@link VersionSweep#appendAccount}), the bisect's search and finding
 * ({@link VersionBisection#search}, {@link VersionBisect#conclusion}) and the dossier's lines
 * ({@link RegressionDossier#consoleLines}) are theirs, called; the few sentences those methods
 * write inline are repeated here, and must be kept in step with them.
 */
public final class ComparisonOutcomes {
  private ComparisonOutcomes() {}

  /**
   * A sweep of {@code versions} against {@code first}, {@code compare} giving each version's
   * comparison with the first, or throwing a {@link ForkFailedException} for one that cannot run.
   */
  public static Outcome sweep(
      String first, List<String> versions, Function<String, Outcome> compare) {
    StringBuilder message =
        new StringBuilder(
            "version sweep, each version against "
                + first
                + " (the figures before this account are the last version's that ran):");
    List<ArmEstimate> estimates = new ArrayList<>();
    List<Judgement> couldNotRun = new ArrayList<>();
    List<Judgement> judged = new ArrayList<>();
    Map<String, Outcome> versionsThatRan = new LinkedHashMap<>();
    Outcome last = null;
    for (String version : versions) {
      try {
        Outcome outcome = compare.apply(version);
        versionsThatRan.put(version, outcome);
        VersionSweep.appendAccount(message, version, outcome);
        estimates.addAll(outcome.estimates());
        judged.addAll(outcome.judgements());
        last = outcome;
      } catch (ForkFailedException e) {
        message
            .append("\n  ")
            .append(version)
            .append(": FAILED, it could not run\n    ")
            .append(String.valueOf(e.getMessage()).replace("\n", "\n    "));
        couldNotRun.add(Judgement.couldNotRun(version, first, e));
      }
    }
    if (last == null) {
      throw new IllegalArgumentException("no version of the sweep ran");
    }
    List<Judgement> judgements = new ArrayList<>(couldNotRun);
    judgements.addAll(judged);
    return new Outcome(judgements, Account.text(message.toString()), last.result())
        .withEstimates(estimates)
        .withFindings(VersionFindings.worstVersion(versionsThatRan));
  }

  /**
   * A bisect of {@code artifact} over {@code versions}, oldest first, {@code compare} giving the
   * comparison of the version at an index with the oldest.
   */
  public static Outcome bisect(
      String artifact, List<String> versions, IntFunction<Outcome> compare) {
    Map<Integer, Outcome> outcomes = new TreeMap<>();
    Finding finding =
        VersionBisection.search(
            versions.size(),
            index -> {
              Outcome outcome = compare.apply(index);
              outcomes.put(index, outcome);
              return outcome.failed()
                  ? Step.MOVED
                  : outcome.verdict() == Verdict.PASSED ? Step.SAME : Step.UNCLEAR;
            });
    StringBuilder message =
        new StringBuilder("bisect of ")
            .append(artifact)
            .append(versions.get(0))
            .append(" to ")
            .append(versions.get(versions.size() - 1))
            .append(" (")
            .append(versions.size())
            .append(" released versions), each against ")
            .append(versions.get(0))
            .append(": ")
            .append(VersionBisect.conclusion(finding, versions))
            .append(" (the figures before this account are ")
            .append(versions.get(versions.size() - 1))
            .append("'s)");
    List<ArmEstimate> estimates = new ArrayList<>();
    outcomes.forEach(
        (index, outcome) -> {
          VersionSweep.appendAccount(message, versions.get(index), outcome);
          estimates.addAll(outcome.estimates());
        });
    return outcomes
        .get(versions.size() - 1)
        .withAccount(Account.text(message.toString()))
        .withEstimates(estimates)
        .withFindings(VersionFindings.firstMoved(finding, versions, outcomes));
  }

  /**
   * {@code judged} with {@code dossier} added, as made in {@code runDirectory}; {@code cost} is the
   * profiled pairs' time and the profiler's cost, as the dossier's forks measured them.
   */
  public static Outcome withDossier(
      Outcome judged, RegressionDossier dossier, Path runDirectory, String cost) {
    StringBuilder account = new StringBuilder(AccountText.of(judged.account()));
    dossier.consoleLines().forEach(line -> account.append("\n  ").append(line));
    Path file = runDirectory.resolve(DossierForks.DIRECTORY).resolve(RegressionDossier.FILE);
    account
        .append("\n  dossier: ")
        .append(ShownPath.of(file))
        .append(" (")
        .append(cost)
        .append(')');
    List<ProfileMove> top = dossier.top(DossierForks.TOP_PER_KIND);
    return judged
        .withAccount(Account.text(account.toString()))
        .withDossier(top, dossier.flameGraph())
        .withFindings(io.kvperf.internal.account.Finding.topCause(top));
  }
}
