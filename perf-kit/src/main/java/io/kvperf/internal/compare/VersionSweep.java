package io.kvperf.internal.compare;

import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.settings.KvPerfSettings;
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

  static Outcome run(
      ContractRun run,
      Budgets budget,
      List<ComparedBuild> versions,
      KvPerfSettings settings,
      ContractRunner runner) {
    List<Path> launch = ArmClassPath.launch();
    Arm first = versions.get(0).arm("B", launch);
    List<Outcome> outcomes = new ArrayList<>();
    for (ComparedBuild version : versions.subList(1, versions.size())) {
      outcomes.add(compareWithFirst(run, budget, version, first, launch, settings, runner));
    }
    Outcome last = outcomes.get(outcomes.size() - 1);
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
      Outcome outcome = outcomes.get(i);
      appendAccount(message, versions.get(i + 1).description(), outcome);
      estimates.addAll(outcome.estimates());
      judgements.addAll(outcome.judgements());
    }
    return new Outcome(judgements, message.toString(), last.result()).withEstimates(estimates);
  }

  /** {@code version} as arm A against {@code first} as arm B, in a directory of its own. */
  static Outcome compareWithFirst(
      ContractRun run,
      Budgets budget,
      ComparedBuild version,
      Arm first,
      List<Path> launch,
      KvPerfSettings settings,
      ContractRunner runner) {
    Arm arm = version.arm("A", launch);
    ContractRun comparison = run.in(run.forks().directory().resolve(directoryName(arm)));
    return ArmsExecution.compare(comparison, budget, arm, first, settings, runner, true);
  }

  /** Appends one version's verdict and, indented below it, its comparison's account. */
  static void appendAccount(StringBuilder message, String version, Outcome outcome) {
    message
        .append("\n  ")
        .append(version)
        .append(": ")
        .append(outcome.verdict())
        .append("\n    ")
        .append(outcome.detail().replace("\n", "\n    "));
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
