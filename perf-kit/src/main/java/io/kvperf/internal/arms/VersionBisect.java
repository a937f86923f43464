package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.arms.VersionBisection.Finding;
import io.kvperf.internal.arms.VersionBisection.Step;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.settings.KvPerfSettings;
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
  private VersionBisect() {}

  static Outcome run(
      ContractRun run,
      Budgets budget,
      ArmsExecution.Builds builds,
      KvPerfSettings settings,
      ContractRunner runner) {
    List<String> versions = builds.bisectRange();
    ComparedBuild oldest = builds.list().get(0);
    ComparedBuild newest = builds.list().get(1);
    String artifact = oldest.description().substring(0, oldest.description().lastIndexOf(':') + 1);
    List<Path> launch = ArmClassPath.launch();
    Arm first = oldest.arm("B", launch);
    Map<Integer, Outcome> outcomes = new TreeMap<>();
    Map<Integer, ComparedBuild> ran = new TreeMap<>(Map.of(0, oldest));
    Map<Integer, String> cannotRun = new TreeMap<>();
    Finding finding =
        VersionBisection.search(
            versions.size(),
            index -> {
              Outcome outcome;
              ComparedBuild version;
              try {
                version =
                    index == versions.size() - 1
                        ? newest
                        : ComparedBuild.parse(
                            artifact + versions.get(index), builds.jvmArgs(), builds.loader());
                outcome =
                    VersionSweep.compareWithFirst(
                        run, budget, version, first, launch, settings, runner, false);
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
            .append(conclusion(finding, versions))
            .append(" (the figures before this account are ")
            .append(versions.get(versions.size() - 1))
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
              + versions.get(versions.size() - 1)
              + ", could not run, so there is nothing to bisect: "
              + cannotRun.get(versions.size() - 1),
          null);
    }
    Outcome concluded = ends.withAccount(Account.text(message.toString())).withEstimates(estimates);
    if (!finding.found() || !settings.explain().explains(concluded.verdict())) {
      return concluded;
    }
    // The dossier of the move itself: the first version that moved against the last before it.
    Arm moved = ran.get(finding.firstMoved()).arm("A", launch);
    Arm before = finding.lastSame() == 0 ? first : ran.get(finding.lastSame()).arm("B", launch);
    return DossierForks.explain(
        run,
        moved,
        before,
        settings.explain(),
        runner,
        concluded,
        outcomes.get(finding.firstMoved()).result());
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
