package io.kvperf.internal.account;

import java.util.Objects;

/**
 * Budgets against a baseline that were not compared, because this machine's baseline cannot be:
 * what that did to them.
 *
 * @param why why the baseline cannot be compared
 * @param scope which budgets it leaves uncompared
 * @param effect what became of them
 */
public record BaselineNotCompared(BaselineUnusable why, Scope scope, Effect effect)
    implements GateLine {
  /** Checks the values are present. */
  public BaselineNotCompared {
    Objects.requireNonNull(why, "why");
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(effect, "effect");
  }

  /** Which budgets a baseline that cannot be compared leaves unjudged. */
  public enum Scope {
    /** Every budget against a baseline. */
    ALL_BUDGETS,
    /**
     * The budgets on figures the machine's speed moves (throughput, p99): the others were compared
     * with another CPU's baseline.
     */
    MACHINE_BOUND
  }

  /** What became of the budgets left unjudged. */
  public enum Effect {
    /** They fail: strict mode. */
    FAILED_IN_STRICT_MODE,
    /** They are not checked. */
    NOT_CHECKED,
    /** There were none: the contract has no budget against a baseline. */
    NO_BUDGET,
    /** There were none, and the absolute budgets (the GC limits) held. */
    LIMITS_HELD
  }
}
