package io.kvperf.internal.junit;

import io.kvperf.api.KvPerfTest;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Provides one invocation per engine for every {@link KvPerfTest} method. Its annotations are
 * validated here, before any invocation starts, so that an invalid contract fails before a JVM is
 * forked. Registered by {@link io.kvperf.api.KvPerfContract}; public only for that, not API.
 */
public final class KvPerfExtension implements TestTemplateInvocationContextProvider {
  /** Created by JUnit. */
  public KvPerfExtension() {}

  @Override
  public boolean supportsTestTemplate(ExtensionContext context) {
    return context
        .getTestMethod()
        .map(m -> AnnotationSupport.isAnnotated(m, KvPerfTest.class))
        .orElse(false);
  }

  /**
   * A thread sweep whose counts {@code kvperf.threads} all leaves out runs nothing, as it should.
   */
  @Override
  public boolean mayReturnZeroTestTemplateInvocationContexts(ExtensionContext context) {
    return true;
  }

  @Override
  public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(
      ExtensionContext context) {
    Map<SweepPoint, ContractDefinition> sweep =
        ContractDefinition.sweep(context.getRequiredTestClass(), context.getRequiredTestMethod());
    ContractDefinition contract = sweep.values().iterator().next();
    RunContext run = RunContext.of(context);
    KvPerfSettings settings = run.settings();
    EngineRegistry registry =
        EngineRegistry.discover(context.getRequiredTestClass().getClassLoader());
    settings.scope().engines().stream()
        .filter(id -> !registry.contains(id))
        .findFirst()
        .ifPresent(
            id -> {
              throw new ExtensionConfigurationException(
                  KvPerfSettings.ENGINES
                      + " = '"
                      + String.join(",", settings.scope().engines())
                      + "' is invalid: no engine '"
                      + id
                      + "' on the class path; found "
                      + registry.engines().stream().map(KvEngine::id).toList());
            });
    List<KvEngine> engines = EngineSelection.select(registry, contract);
    Optional<KvEngine> relativeTo =
        contract.budgets().ratio().map(ratio -> registry.require(ratio.engine()));
    return sweep.entrySet().stream()
        .filter(
            point ->
                run.threads().runs(point.getKey().threads())
                    && run.valueSizes().runs(point.getKey().valueSize()))
        .flatMap(
            point ->
                engines.stream()
                    .map(
                        engine ->
                            new EngineInvocation(
                                point.getValue(),
                                engine,
                                relativeTo,
                                run,
                                point.getKey().label())));
  }
}
