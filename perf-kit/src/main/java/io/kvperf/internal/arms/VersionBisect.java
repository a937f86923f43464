package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectHeading.Conclusion;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.arms.VersionBisection.Finding;
import io.kvperf.internal.arms.VersionBisection.Step;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.build.ComparedBuildParser;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A bisect ({@code kvperf.compare=group:artifact:from,to} with {@code kvperf.compare.bisect=true}):
 * the newest version against the oldest first; where they differ beyond the budget, the released
 * versions in between, halving the range each time ({@link VersionBisection}), each against the
 * oldest, until the first version that moved is named. Each version's jars are resolved when the
 * search reaches it; a version that cannot run here is a gap the search steps around, and the
 * account says so. The verdict is the two ends' comparison's. Where the search names the first
 * version that moved and {@code kvperf.explain} asks for it, the regression dossier compares that
 * version with the last before it ({@link DossierForks}).
 */
final class VersionBisect {
  private final ArmsComparison comparison;
  private final ComparedBuilds builds;
  private final List<String> versions;
  private final String artifact;
  private final List<Path> launch = ArmClassPath.launch();
  private final Arm first;
  private final Map<Integer, Outcome> outcomes = new TreeMap<>();
  private final Map<Integer, ComparedBuild> ran = new TreeMap<>();
  private final Map<Integer, String> cannotRun = new TreeMap<>();

  /**
   * The bisect of {@code builds}, its two ends and the range between, each compared by {@code
   * comparison}.
   */
  VersionBisect(ArmsComparison comparison, ComparedBuilds builds) {
    this.comparison = comparison;
    this.builds = builds;
    this.versions = builds.bisectRange();
    ComparedBuild oldest = builds.list().get(0);
    this.artifact = oldest.description().substring(0, oldest.description().lastIndexOf(':') + 1);
    this.first = oldest.arm("B", launch);
    ran.put(0, oldest);
  }

  /**
   * Searches the range, concludes with the two ends' comparison and the search's account, and where
   * it named the first version that moved and {@code kvperf.explain} asks for it, adds the dossier
   * of that version against the last before it.
   */
  Outcome run() {
    Finding finding = VersionBisection.search(versions.size(), this::compareWithOldest);
    Outcome concluded =
        concluded(finding).withFindings(VersionFindings.firstMoved(finding, versions, outcomes));
    if (!finding.found() || !comparison.explains(concluded)) {
      return concluded;
    }
    // The dossier of the move itself: the first version that moved against the last before it.
    Arm moved = ran.get(finding.firstMoved()).arm("A", launch);
    Arm before = finding.lastSame() == 0 ? first : ran.get(finding.lastSame()).arm("B", launch);
    return comparison.explain(
        moved, before, concluded, outcomes.get(finding.firstMoved()).result());
  }

  /** The version at {@code index} as arm A against the oldest as arm B: what the step found. */
  private Step compareWithOldest(int index) {
    Outcome outcome;
    ComparedBuild version;
    try {
      version =
          index == versions.size() - 1
              ? builds.list().get(1)
              : ComparedBuildParser.parse(
                  artifact + versions.get(index), builds.jvmArgs(), builds.loader());
      Arm arm = version.arm("A", launch);
      outcome = comparison.ofVersion(arm).judged(arm, first);
    } catch (ForkFailedException | IllegalArgumentException e) {
      // A version this machine cannot run is a gap the search steps around.
      cannotRun.put(index, String.valueOf(e.getMessage()));
      return Step.CANNOT_RUN;
    }
    outcomes.put(index, outcome);
    ran.put(index, version);
    return outcome.failed()
        ? Step.MOVED
        : outcome.verdict() == Verdict.PASSED ? Step.SAME : Step.UNCLEAR;
  }

  /**
   * The two ends' comparison, its account the search's: what it found, then each version's
   * comparison and each version that could not run.
   *
   * @throws ForkFailedException when the newest version could not run
   */
  private Outcome concluded(Finding finding) {
    String newest = versions.get(versions.size() - 1);
    List<AccountLine> lines = new ArrayList<>();
    lines.add(heading(artifact, versions, finding));
    List<ArmEstimate> estimates = new ArrayList<>();
    outcomes.forEach(
        (index, outcome) -> {
          lines.add(new VersionAccount(versions.get(index), outcome.verdict(), outcome.account()));
          estimates.addAll(outcome.estimates());
        });
    cannotRun.forEach(
        (index, cause) ->
            lines.add(new VersionNotRun(versions.get(index), cause, Effect.STEPPED_AROUND)));
    Outcome ends = outcomes.get(versions.size() - 1);
    if (ends == null) {
      throw new ForkFailedException(
          "the newest version of the range, "
              + newest
              + ", could not run, so there is nothing to bisect: "
              + cannotRun.get(versions.size() - 1),
          null);
    }
    return ends.withAccount(new Account(lines)).withEstimates(estimates);
  }

  /**
   * The opening of the account of a bisect of {@code artifact} ({@code group:artifact:}) over
   * {@code versions}, oldest first: the range and what the search found.
   */
  static BisectHeading heading(String artifact, List<String> versions, Finding finding) {
    Conclusion conclusion;
    if (finding.found()) {
      conclusion = Conclusion.FIRST_MOVED_FOUND;
    } else if (finding.firstMoved() < 0) {
      conclusion = finding.unclear() ? Conclusion.ENDS_UNCLEAR : Conclusion.NOTHING_MOVED;
    } else {
      conclusion = finding.boundedByGaps() ? Conclusion.BOUNDED_BY_GAPS : Conclusion.STEP_UNCLEAR;
    }
    return new BisectHeading(
        artifact,
        versions,
        conclusion,
        versions.get(finding.lastSame()),
        finding.firstMoved() < 0
            ? Optional.empty()
            : Optional.of(versions.get(finding.firstMoved())),
        finding.gaps().stream().sorted().map(versions::get).toList());
  }
}
