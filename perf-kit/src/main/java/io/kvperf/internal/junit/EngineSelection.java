package io.kvperf.internal.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvEngine;
import java.lang.annotation.Annotation;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** The engines a contract runs on: the class path's, narrowed by {@link io.kvperf.api.Engines}. */
final class EngineSelection {
  private EngineSelection() {}

  /**
   * Selects the engines of {@code contract}.
   *
   * @throws ExtensionConfigurationException when {@code @Engines} names an engine that is not on
   *     the class path, or nothing is left to run
   */
  static List<KvEngine> select(EngineRegistry registry, ContractDefinition contract) {
    checkKnown(registry, contract, Engines.class, "include", contract.engines().included());
    checkKnown(registry, contract, Engines.class, "exclude", contract.engines().excluded());
    checkSettings(registry, contract);
    checkRatioEngine(registry, contract);
    List<KvEngine> selected =
        registry.engines().stream().filter(e -> contract.engines().runs(e.id())).toList();
    if (selected.isEmpty()) {
      throw new ExtensionConfigurationException(
          "contract "
              + contract.id()
              + ": no engine left to run; on the class path: "
              + registry.engines().stream().map(KvEngine::id).toList());
    }
    return selected;
  }

  /** Checks each {@code @EngineSetting} names an engine on the class path, and a setting it has. */
  private static void checkSettings(EngineRegistry registry, ContractDefinition contract) {
    checkKnown(
        registry,
        contract,
        EngineSetting.class,
        "engine",
        List.copyOf(contract.engines().settings().keySet()));
    contract
        .engines()
        .settings()
        .forEach(
            (id, settings) -> {
              try {
                DeclaredSettings.check(registry.require(id), settings);
              } catch (IllegalArgumentException e) {
                throw new ExtensionConfigurationException(
                    invalid(contract, EngineSetting.class, "engine", id, e.getMessage()), e);
              }
            });
  }

  /**
   * Checks the engine a {@code @Budget(relativeTo)} names is on the class path and can run the
   * contract's workload.
   */
  private static void checkRatioEngine(EngineRegistry registry, ContractDefinition contract) {
    contract
        .budgets()
        .ratio()
        .ifPresent(
            ratio ->
                checkKnown(
                    registry, contract, Budget.class, "relativeTo", List.of(ratio.engine())));
    contract
        .budgets()
        .ratio()
        .map(ratio -> registry.require(ratio.engine()))
        .filter(
            other -> !other.capabilities().containsAll(contract.workload().requiredCapabilities()))
        .ifPresent(
            other -> {
              throw new ExtensionConfigurationException(
                  invalid(
                      contract,
                      Budget.class,
                      "relativeTo",
                      other.id(),
                      "that engine cannot run this workload (it lacks one of "
                          + contract.workload().requiredCapabilities()
                          + ")"));
            });
  }

  private static void checkKnown(
      EngineRegistry registry,
      ContractDefinition contract,
      Class<? extends Annotation> annotation,
      String attribute,
      List<String> ids) {
    for (String id : ids) {
      if (!registry.contains(id)) {
        throw new ExtensionConfigurationException(
            invalid(
                contract,
                annotation,
                attribute,
                id,
                "no such engine on the class path; found "
                    + registry.engines().stream().map(KvEngine::id).toList()));
      }
    }
  }

  /** What is wrong with {@code contract}'s {@code annotation}: its {@code attribute}'s value. */
  private static String invalid(
      ContractDefinition contract,
      Class<? extends Annotation> annotation,
      String attribute,
      String value,
      String rule) {
    return "contract "
        + contract.id()
        + ": "
        + InvalidAnnotationException.of(annotation, attribute, value, rule).getMessage();
  }
}
