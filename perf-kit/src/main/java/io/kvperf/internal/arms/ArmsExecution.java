package io.kvperf.internal.arms;

import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.List;
import java.util.Optional;

/**
 * One invocation under {@code kvperf.compare}: the contract on this build (arm A) and on the
 * compared build (arm B), judged by an {@link io.kvperf.internal.pairs.ArmsDecision} instead of the
 * stored baselines ({@link ArmsComparison}); or a version sweep ({@link VersionSweep}), or a bisect
 * of versions or commits ({@link Bisect}).
 */
public final class ArmsExecution {
  private ArmsExecution() {}

  /**
   * Why a contract with {@code budget} runs on this build only under {@code builds}: it has no
   * budget a comparison reads, and either {@code kvperf.compare.unbudgeted} is 0 or the builds are
   * bisected, which needs a verdict; empty when it is compared.
   */
  public static Optional<ThisBuildOnly> whyNotCompared(
      Budgets budget, ComparedBuilds builds, KvPerfSettings settings) {
    if (budget.hasBuildComparable()) {
      return Optional.empty();
    }
    if (builds.bisected()) {
      return Optional.of(thisBuildOnly(ThisBuildOnly.Why.BISECTED));
    }
    if (settings.compare().pairs().unbudgeted() == 0) {
      return Optional.of(thisBuildOnly(ThisBuildOnly.Why.ESTIMATES_OFF));
    }
    return Optional.empty();
  }

  private static ThisBuildOnly thisBuildOnly(ThisBuildOnly.Why why) {
    return new ThisBuildOnly(
        Budgets.buildComparableAttributeNames(), why, CompareSettings.UNBUDGETED);
  }

  /**
   * Measures {@code run} on this build against the compared build, or for a version sweep on each
   * version after the first against the first, or bisects a range of versions or commits, and
   * judges it against {@code budget}.
   */
  public static Outcome run(
      ContractRun run,
      Budgets budget,
      ComparedBuilds builds,
      KvPerfSettings settings,
      ContractRunner runner) {
    ArmsComparison comparison = new ArmsComparison(run, budget, settings, runner);
    if (builds.bisected()) {
      return new Bisect(comparison, builds.bisectRange().orElseThrow()).run();
    }
    if (builds.list().size() == 1) {
      List<Arm> arms = builds.list().get(0).arms(ArmClassPath.launch());
      return comparison.explained(arms.get(0), arms.get(1));
    }
    return VersionSweep.run(comparison, builds.list());
  }
}
