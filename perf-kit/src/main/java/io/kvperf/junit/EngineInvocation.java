package io.kvperf.junit;

import io.kvperf.engine.KvEngine;
import java.util.List;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;

/** One invocation of a contract: one engine, named by its id. */
final class EngineInvocation implements TestTemplateInvocationContext {
  private final ContractExecution execution;
  private final String engineId;

  EngineInvocation(ContractDefinition contract, KvEngine engine, KvPerfSettings settings) {
    this.execution = new ContractExecution(contract, engine, settings);
    this.engineId = engine.id();
  }

  @Override
  public String getDisplayName(int invocationIndex) {
    return engineId;
  }

  @Override
  public List<Extension> getAdditionalExtensions() {
    return List.of(execution);
  }
}
