package io.kvperf.internal.junit;

import io.kvperf.engine.EngineRegistry;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.internal.store.StoredPlan;
import io.kvperf.result.Environment;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Finds the baselines the gate would never compare: files whose contract method was renamed or
 * deleted (orphans), entries of an engine no longer on the class path, and entries recorded under
 * another plan than the contract's now (stale). A run only reports a stale entry when it meets it;
 * the audit reads them all, so that a test can keep a directory of baselines honest:
 *
 * <pre>{@code
 * assertThat(BaselineAudit.findings(Path.of("baselines"), getClass().getClassLoader())).isEmpty();
 * }</pre>
 *
 * <p>Plans are computed as a run without {@code kvperf.fork.jvmArgs} computes them.
 */
public final class BaselineAudit {
  private BaselineAudit() {}

  /**
   * One line per finding among the baselines under {@code directory}, the contracts and engines
   * loaded from {@code loader}; empty when every entry can be compared.
   */
  public static List<String> findings(Path directory, ClassLoader loader) {
    EngineRegistry registry = EngineRegistry.discover(loader);
    Set<String> findings = new LinkedHashSet<>();
    for (StoredPlan stored : new BaselineStore(directory).storedPlans()) {
      Optional<ContractDefinition> contract;
      try {
        contract = definition(stored.contract(), loader);
      } catch (ExtensionConfigurationException e) {
        findings.add(stored.file() + ": its contract is invalid: " + e.getMessage());
        continue;
      }
      if (contract.isEmpty()) {
        findings.add(
            stored.file()
                + ": no contract "
                + stored.contract()
                + " on the class path (renamed or deleted?); move or delete the file");
      } else if (!registry.contains(stored.engine())) {
        findings.add(stored.file() + ": engine '" + stored.engine() + "' is not on the class path");
      } else {
        KvPerfSettings settings =
            KvPerfSettings.parse(
                key ->
                    key.equals(KvPerfSettings.SCALE)
                        ? Optional.of(stored.scale())
                        : Optional.empty());
        PlanFingerprint plan =
            contract
                .get()
                .plan(
                    ContractExecution.run(
                        contract.get(),
                        settings,
                        registry.require(stored.engine()),
                        directory.resolve("audit")));
        if (!plan.hash().equals(stored.planFingerprint())) {
          findings.add(
              stored.file()
                  + ": the entry of "
                  + stored.engine()
                  + " at scale "
                  + stored.scale()
                  + " is stale; recorded under: "
                  + stored.plan()
                  + "; the contract now plans: "
                  + plan.description());
        }
      }
    }
    return new ArrayList<>(findings);
  }

  /**
   * The figures the baselines under {@code directory} gate on {@code machine} at {@code scale}
   * ({@link GatedFigures}), their contracts loaded from {@code loader} and read as they declare
   * their budgets now; a contract that is gone or invalid gates nothing. The kit counts them once
   * per build, and each gated figure's boundary lies the further away the more there are.
   */
  public static GatedFigures gatedFigures(
      Path directory, ClassLoader loader, Environment machine, String scale) {
    return GatedFigures.in(
        new BaselineStore(directory),
        machine,
        scale,
        contractId -> {
          try {
            return definition(contractId, loader).map(ContractDefinition::budget);
          } catch (ExtensionConfigurationException e) {
            return Optional.empty();
          }
        });
  }

  /** The definition of {@code contractId}, empty when its class, method or sweep point is gone. */
  private static Optional<ContractDefinition> definition(String contractId, ClassLoader loader) {
    int hash = contractId.indexOf('#');
    String methodName = SweepPoint.methodOf(contractId);
    Class<?> type;
    try {
      type = Class.forName(contractId.substring(0, hash), false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return Optional.empty();
    }
    Optional<Method> method =
        Stream.of(type.getDeclaredMethods())
            .filter(m -> m.getName().equals(methodName))
            .findFirst();
    return method.flatMap(
        m ->
            ContractDefinition.sweep(type, m).values().stream()
                .filter(d -> d.id().equals(contractId))
                .findFirst());
  }
}
