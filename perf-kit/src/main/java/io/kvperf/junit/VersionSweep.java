package io.kvperf.junit;

import io.kvperf.arms.Arm;
import io.kvperf.arms.ArmClassPath;
import io.kvperf.arms.ComparedBuild;
import io.kvperf.baseline.Budgets;
import io.kvperf.baseline.GateOutcome;
import io.kvperf.harness.ContractRun;
import io.kvperf.harness.ContractRunner;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Judgement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A version sweep ({@code kvperf.compare=group:artifact:v1,v2,v3}): each version after the first
 * measured against the first, as arm A against arm B, each comparison in a directory of its own
 * under the run's. The budgets read as "this version against the first", so the sweep fails where a
 * version breaks one, and the reports tabulate and chart every figure by version.
 */
final class VersionSweep {
  private VersionSweep() {}

  static GateOutcome run(
      ContractRun run,
      Budgets budget,
      List<ComparedBuild> versions,
      KvPerfSettings settings,
      ContractRunner runner) {
    List<Path> launch = ArmClassPath.launch();
    Arm first = versions.get(0).arm("B", launch);
    List<GateOutcome> outcomes = new ArrayList<>();
    for (ComparedBuild version : versions.subList(1, versions.size())) {
      outcomes.add(compareWithFirst(run, budget, version, first, launch, settings, runner));
    }
    GateOutcome last = outcomes.get(outcomes.size() - 1);
    StringBuilder message =
        new StringBuilder(
            "version sweep, each version against "
                + first.description()
                + " (the figures before this account are "
                + versions.get(versions.size() - 1).description()
                + "'s):");
    List<ArmEstimate> estimates = new ArrayList<>();
    List<Judgement> judgements = new ArrayList<>();
    for (int i = 0; i < outcomes.size(); i++) {
      GateOutcome outcome = outcomes.get(i);
      appendAccount(message, versions.get(i + 1).description(), outcome);
      estimates.addAll(outcome.estimates());
      judgements.addAll(outcome.judgements());
    }
    return new GateOutcome(judgements, message.toString(), last.result()).withEstimates(estimates);
  }

  /** {@code version} as arm A against {@code first} as arm B, in a directory of its own. */
  static GateOutcome compareWithFirst(
      ContractRun run,
      Budgets budget,
      ComparedBuild version,
      Arm first,
      List<Path> launch,
      KvPerfSettings settings,
      ContractRunner runner) {
    Arm arm = version.arm("A", launch);
    ContractRun comparison = run.in(run.runDirectory().resolve(directoryName(arm)));
    return ArmsExecution.compare(comparison, budget, arm, first, settings, runner, true);
  }

  /** Appends one version's verdict and, indented below it, its comparison's account. */
  static void appendAccount(StringBuilder message, String version, GateOutcome outcome) {
    message
        .append("\n  ")
        .append(version)
        .append(": ")
        .append(outcome.verdict())
        .append("\n    ")
        .append(outcome.message().replace("\n", "\n    "));
  }

  /** {@code version-10.10.1}: the directory of one version's comparison. */
  private static String directoryName(Arm arm) {
    String description = arm.description();
    return "version-"
        + description
            .substring(description.lastIndexOf(':') + 1)
            .replaceAll("[^A-Za-z0-9._-]", "_");
  }
}
