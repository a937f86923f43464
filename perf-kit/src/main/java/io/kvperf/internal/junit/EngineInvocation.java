package io.kvperf.internal.junit;

import io.kvperf.engine.KvEngine;
import io.kvperf.internal.report.SkippedInvocation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;

/**
 * One invocation of a contract: one engine, named by its id. An engine the run left out, or one
 * lacking a capability the workload needs, is reported as skipped with the reason ({@link
 * SkipReason}), never silently dropped.
 */
final class EngineInvocation implements TestTemplateInvocationContext {
  private final ContractDefinition contract;
  private final KvEngine engine;
  private final Optional<KvEngine> relativeTo;
  private final RunContext run;
  private final String sweepLabel;

  /**
   * The invocation of {@code contract} on {@code engine}; {@code sweepLabel} names its point of a
   * sweep ({@code 4 threads}), empty when it is none.
   */
  EngineInvocation(
      ContractDefinition contract,
      KvEngine engine,
      Optional<KvEngine> relativeTo,
      RunContext run,
      String sweepLabel) {
    this.contract = contract;
    this.engine = engine;
    this.relativeTo = relativeTo;
    this.run = run;
    this.sweepLabel = sweepLabel;
  }

  @Override
  public String getDisplayName(int invocationIndex) {
    return sweepLabel.isEmpty() ? engine.id() : engine.id() + ", " + sweepLabel;
  }

  /** A condition that skips this invocation with {@code reason} and records it in the report. */
  private ExecutionCondition skipped(String reason) {
    return context -> {
      run.report().skip(new SkippedInvocation(contract.id(), engine.id(), reason));
      return ConditionEvaluationResult.disabled(reason);
    };
  }

  @Override
  public List<Extension> getAdditionalExtensions() {
    Optional<SkipReason> skip =
        SkipReason.of(contract.workload(), engine, run.settings().scope().engines());
    if (skip.isPresent()) {
      return List.of(skipped(skip.get().reason()));
    }
    return List.of(
        new ContractExecution(
            contract, engine, relativeTo.filter(other -> !other.id().equals(engine.id())), run));
  }
}
