package io.kvperf.internal.junit;

import io.kvperf.api.Budget;
import io.kvperf.api.EngineSetting;
import io.kvperf.api.Engines;
import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvEngine;
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
    checkKnown(registry, contract, "include", contract.includedEngines());
    checkKnown(registry, contract, "exclude", contract.excludedEngines());
    checkKnown(
        registry,
        contract,
        EngineSetting.class,
        "engine",
        List.copyOf(contract.engineSettings().keySet()));
    contract
        .engineSettings()
        .forEach(
            (id, settings) -> {
              try {
                DeclaredSettings.check(registry.require(id), settings);
              } catch (IllegalArgumentException e) {
                throw new ExtensionConfigurationException(
                    "contract "
                        + contract.id()
                        + ": "
                        + InvalidAnnotationException.of(
                                EngineSetting.class, "engine", id, e.getMessage())
                            .getMessage(),
                    e);
              }
            });
    contract
        .ratio()
        .ifPresent(
            ratio ->
                checkKnown(
                    registry, contract, Budget.class, "relativeTo", List.of(ratio.engine())));
    contract
        .ratio()
        .map(ratio -> registry.require(ratio.engine()))
        .filter(
            other -> !other.capabilities().containsAll(contract.workload().requiredCapabilities()))
        .ifPresent(
            other -> {
              throw new ExtensionConfigurationException(
                  "contract "
                      + contract.id()
                      + ": "
                      + InvalidAnnotationException.of(
                              Budget.class,
                              "relativeTo",
                              other.id(),
                              "that engine cannot run this workload (it lacks one of "
                                  + contract.workload().requiredCapabilities()
                                  + ")")
                          .getMessage());
            });
    List<KvEngine> selected =
        registry.engines().stream()
            .filter(
                e ->
                    contract.includedEngines().isEmpty()
                        || contract.includedEngines().contains(e.id()))
            .filter(e -> !contract.excludedEngines().contains(e.id()))
            .toList();
    if (selected.isEmpty()) {
      throw new ExtensionConfigurationException(
          "contract "
              + contract.id()
              + ": no engine left to run; on the class path: "
              + registry.engines().stream().map(KvEngine::id).toList());
    }
    return selected;
  }

  private static void checkKnown(
      EngineRegistry registry, ContractDefinition contract, String attribute, List<String> ids) {
    checkKnown(registry, contract, Engines.class, attribute, ids);
  }

  private static void checkKnown(
      EngineRegistry registry,
      ContractDefinition contract,
      Class<? extends java.lang.annotation.Annotation> annotation,
      String attribute,
      List<String> ids) {
    for (String id : ids) {
      if (!registry.contains(id)) {
        throw new ExtensionConfigurationException(
            "contract "
                + contract.id()
                + ": "
                + InvalidAnnotationException.of(
                        annotation,
                        attribute,
                        id,
                        "no such engine on the class path; found "
                            + registry.engines().stream().map(KvEngine::id).toList())
                    .getMessage());
      }
    }
  }
}
