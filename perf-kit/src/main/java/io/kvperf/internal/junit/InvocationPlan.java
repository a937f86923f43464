package io.kvperf.internal.junit;

import io.kvperf.api.Reference;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.arms.ArmsExecution;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.Optional;

/**
 * How one invocation is measured and decided, chosen before anything runs: the first step of {@link
 * ContractExecution}'s plan, measure, decide, report.
 *
 * @param how how the contract's forks run and who decides them
 * @param whyThisBuildOnly for {@link How#THIS_BUILD_ONLY}, why no other build is measured; empty
 *     otherwise
 */
record InvocationPlan(How how, Optional<ThisBuildOnly> whyThisBuildOnly) {
  /** How an invocation's forks run and who decides them. */
  enum How {
    /** Both builds of {@code kvperf.compare}, decided by the comparison of builds. */
    COMPARE_BUILDS,
    /**
     * This build only, unjudged: a comparison was asked for, but the contract has no budget it
     * reads.
     */
    THIS_BUILD_ONLY,
    /**
     * Interleaved fork by fork with the engine of a ratio budget, then against the baseline and the
     * ratio.
     */
    BESIDE_ENGINE,
    /** The update's forks alone and as many again beside the kit's CPU load, then recorded. */
    BESIDE_LOAD,
    /** The contract's forks alone, then against the baseline. */
    ALONE
  }

  /**
   * The plan for a contract with {@code budget}, with the other engine of its ratio budget where it
   * has one ({@code relativeTo}), whose forks measure {@code reference}, in a run of {@code run}.
   */
  static InvocationPlan of(
      Budgets budget, Optional<KvEngine> relativeTo, Reference reference, RunContext run) {
    KvPerfSettings settings = run.settings();
    if (run.compared().isPresent()) {
      Optional<ThisBuildOnly> notCompared =
          ArmsExecution.whyNotCompared(budget, run.compared().get(), settings);
      return notCompared.isPresent()
          ? new InvocationPlan(How.THIS_BUILD_ONLY, notCompared)
          : new InvocationPlan(How.COMPARE_BUILDS, Optional.empty());
    }
    if (relativeTo.isPresent()) {
      return new InvocationPlan(How.BESIDE_ENGINE, Optional.empty());
    }
    if (settings.baseline().mode() == BaselineMode.UPDATE
        && settings.baseline().updateBesideLoad()
        && reference == Reference.SKIPLIST) {
      return new InvocationPlan(How.BESIDE_LOAD, Optional.empty());
    }
    return new InvocationPlan(How.ALONE, Optional.empty());
  }
}
