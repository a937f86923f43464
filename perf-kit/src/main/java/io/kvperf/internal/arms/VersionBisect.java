package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
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
    StringBuilder message =
        new StringBuilder("bisect of ")
            .append(artifact)
            .append(versions.get(0))
            .append(" to ")
            .append(newest)
            .append(" (")
            .append(versions.size())
            .append(" released versions), each against ")
            .append(versions.get(0))
            .append(": ")
            .append(conclusion(finding, versions))
            .append(" (the figures before this account are ")
            .append(newest)
            .append("'s)");
    List<ArmEstimate> estimates = new ArrayList<>();
    outcomes.forEach(
        (index, outcome) -> {
          VersionSweep.appendAccount(message, versions.get(index), outcome);
          estimates.addAll(outcome.estimates());
        });
    cannotRun.forEach(
        (index, cause) ->
            message
                .append("\n  ")
                .append(versions.get(index))
                .append(": could not run, stepped around\n    ")
                .append(cause.replace("\n", "\n    ")));
    Outcome ends = outcomes.get(versions.size() - 1);
    if (ends == null) {
      throw new ForkFailedException(
          "the newest version of the range, "
              + newest
              + ", could not run, so there is nothing to bisect: "
              + cannotRun.get(versions.size() - 1),
          null);
    }
    return ends.withAccount(Account.text(message.toString())).withEstimates(estimates);
  }

  /** What the search found, in one sentence. */
  static String conclusion(Finding finding, List<String> versions) {
    String gaps =
        finding.gaps().isEmpty()
            ? ""
            : "; "
                + String.join(", ", finding.gaps().stream().sorted().map(versions::get).toList())
                + " could not run here and "
                + (finding.gaps().size() == 1 ? "was" : "were")
                + " stepped around";
    if (finding.found()) {
      return "the first version that moved beyond the budget is "
          + versions.get(finding.firstMoved())
          + "; "
          + versions.get(finding.lastSame())
          + ", the last version before it that ran, did not"
          + gaps;
    }
    if (finding.firstMoved() < 0) {
      return (finding.unclear()
              ? "the two ends' comparison was inconclusive, so there is no range to bisect"
              : "the newest version did not move beyond the budget: nothing to bisect")
          + gaps;
    }
    if (finding.boundedByGaps()) {
      return "the first version that moved lies after "
          + versions.get(finding.lastSame())
          + " and no later than "
          + versions.get(finding.firstMoved())
          + ", and no version between could run"
          + gaps;
    }
    return "a comparison was inconclusive: the first version that moved lies after "
        + versions.get(finding.lastSame())
        + " and no later than "
        + versions.get(finding.firstMoved())
        + gaps;
  }
}
