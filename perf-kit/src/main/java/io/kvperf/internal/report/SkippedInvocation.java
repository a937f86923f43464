package io.kvperf.internal.report;

import java.util.Objects;

/**
 * An engine a contract did not run on, and why (it lacks a capability the workload needs, or the
 * run's engine filter left it out), so that reports show every engine on the class path.
 *
 * @param contract the contract id
 * @param engine the engine id
 * @param reason why it was skipped
 */
public record SkippedInvocation(String contract, String engine, String reason) {
  /** Checks every field is present. */
  public SkippedInvocation {
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(reason, "reason");
  }
}
