package io.kvperf.junit;

import io.kvperf.baseline.BaselineStore;
import io.kvperf.baseline.BudgetSpec;
import io.kvperf.baseline.GatedFigures;
import io.kvperf.result.Environment;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The figures this build can gate on this machine ({@link GatedFigures}), counted once per build in
 * the root context's store, before the first gate needs them. A contract's budget is read as the
 * contract declares it now; a contract that is gone or invalid gates nothing.
 */
final class GatedFigureCount {
  private GatedFigureCount() {}

  static GatedFigures of(ExtensionContext context, KvPerfSettings settings) {
    ClassLoader loader = context.getRequiredTestClass().getClassLoader();
    return context
        .getRoot()
        .getStore(KvPerfExtension.NAMESPACE)
        .getOrComputeIfAbsent(
            GatedFigures.class,
            key -> in(settings.baselineDirectory(), settings.scale().name(), loader),
            GatedFigures.class);
  }

  /**
   * The figures the baselines under {@code directory} gate on this machine at {@code scale}, their
   * contracts loaded from {@code loader}.
   */
  static GatedFigures in(Path directory, String scale, ClassLoader loader) {
    return GatedFigures.in(
        new BaselineStore(directory),
        Environment.current(),
        scale,
        contractId -> budget(contractId, loader));
  }

  private static Optional<BudgetSpec> budget(String contractId, ClassLoader loader) {
    try {
      return BaselineAudit.definition(contractId, loader).map(ContractDefinition::budget);
    } catch (ExtensionConfigurationException e) {
      return Optional.empty();
    }
  }
}
