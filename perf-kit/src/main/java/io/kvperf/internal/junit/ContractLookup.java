package io.kvperf.internal.junit;

import io.kvperf.internal.decision.Budgets;
import java.lang.reflect.Method;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Finds a contract by its id ({@code class#method}, with its sweep point where it has one) among
 * the classes a loader loads, as its annotations declare it now: for the audit of the baselines and
 * for the count of the figures they gate.
 */
final class ContractLookup {
  private final ClassLoader loader;

  /** Finds contracts among the classes {@code loader} loads. */
  ContractLookup(ClassLoader loader) {
    this.loader = loader;
  }

  /**
   * The definition of {@code contractId}, empty when its class, method or sweep point is gone.
   *
   * @throws ExtensionConfigurationException when its annotations are invalid
   */
  Optional<ContractDefinition> find(String contractId) {
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

  /** The definition of {@code contractId}, empty when it is gone or its annotations are invalid. */
  Optional<ContractDefinition> findValid(String contractId) {
    try {
      return find(contractId);
    } catch (ExtensionConfigurationException e) {
      return Optional.empty();
    }
  }

  /**
   * The budgets {@code contractId} declares now; empty when it is gone or invalid, so that it gates
   * nothing.
   */
  Optional<Budgets> budgets(String contractId) {
    return findValid(contractId).map(contract -> contract.budgets().perFigure());
  }
}
