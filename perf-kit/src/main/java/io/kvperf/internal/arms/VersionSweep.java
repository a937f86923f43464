package io.kvperf.internal.arms;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.SweepHeading;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Judgement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A version sweep ({@code kvperf.compare=group:artifact:v1,v2,v3}): each version after the first
 * measured against the first, as arm A against arm B, each comparison in a directory of its own
 * under the run's. The budgets read as "this version against the first", so the sweep fails where a
 * version breaks one, and the reports tabulate and chart every figure by version. A version that
 * cannot run (its arm's fork fails: a native library this machine cannot load, an API the adapter
 * cannot call) fails the sweep as a version that could not run ({@link Judgement#couldNotRun}), the
 * first line of its cause in the first headline; the versions that ran are still reported, charted
 * and judged.
 */
final class VersionSweep {
  private VersionSweep() {}

  /**
   * Each of {@code versions} after the first compared with the first by {@code comparison}, each
   * explained where {@code kvperf.explain} asks for it, and the sweep judged.
   */
  static Outcome run(ArmsComparison comparison, List<ComparedBuild> versions) {
    List<Path> launch = ArmClassPath.launch();
    Arm first = versions.get(0).arm("B", launch);
    List<Ran> ran = new ArrayList<>();
    for (ComparedBuild version : versions.subList(1, versions.size())) {
      try {
        Arm arm = version.arm("A", launch);
        Outcome outcome = comparison.ofVersion(arm).explained(arm, first);
        ran.add(new Ran(version.description(), Optional.of(outcome), null));
      } catch (ForkFailedException | IllegalArgumentException e) {
        // One version that cannot run (a library this machine cannot load) loses only itself.
        ran.add(new Ran(version.description(), Optional.empty(), e));
      }
    }
    Optional<Outcome> last =
        ran.stream().flatMap(r -> r.outcome().stream()).reduce((earlier, later) -> later);
    if (last.isEmpty()) {
      throw ran.get(0).failure();
    }
    List<AccountLine> lines = new ArrayList<>();
    lines.add(new SweepHeading(first.description()));
    List<ArmEstimate> estimates = new ArrayList<>();
    // The versions that could not run lead: the verdict's reason and the first headline are theirs.
    List<Judgement> couldNotRun = new ArrayList<>();
    List<Judgement> judged = new ArrayList<>();
    Map<String, Outcome> versionsThatRan = new LinkedHashMap<>();
    for (Ran version : ran) {
      if (version.outcome().isPresent()) {
        Outcome outcome = version.outcome().get();
        versionsThatRan.put(version.name(), outcome);
        lines.add(new VersionAccount(version.name(), outcome.verdict(), outcome.account()));
        estimates.addAll(outcome.estimates());
        judged.addAll(outcome.judgements());
      } else {
        lines.add(
            new VersionNotRun(
                version.name(),
                String.valueOf(version.failure().getMessage()),
                Effect.FAILS_THE_SWEEP));
        couldNotRun.add(
            Judgement.couldNotRun(version.name(), first.description(), version.failure()));
      }
    }
    List<Judgement> judgements = new ArrayList<>(couldNotRun);
    judgements.addAll(judged);
    return new Outcome(judgements, new Account(lines), last.get().result())
        .withEstimates(estimates)
        .withFindings(VersionFindings.worstVersion(versionsThatRan));
  }

  /**
   * One version of a sweep: its comparison with the first, or why it could not run.
   *
   * @param name the version as given
   * @param outcome its comparison with the first; empty when it could not run
   * @param failure why it could not run; {@code null} when it ran
   */
  private record Ran(String name, Optional<Outcome> outcome, RuntimeException failure) {}
}
