package io.kvperf.junit;

import io.kvperf.baseline.BaselineMode;
import io.kvperf.baseline.GatedFigures;
import io.kvperf.result.Environment;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The figures this build can gate on this machine ({@link GatedFigures}), counted once per build in
 * the root context's store by {@link BaselineAudit#gatedFigures}, before the first gate needs them.
 */
final class GatedFigureCount {
  private GatedFigureCount() {}

  /** The count for this build; none when baselines are off, since nothing is compared. */
  static GatedFigures of(ExtensionContext context, KvPerfSettings settings) {
    if (settings.baselineMode() == BaselineMode.OFF) {
      return new GatedFigures(0);
    }
    ClassLoader loader = context.getRequiredTestClass().getClassLoader();
    return context
        .getRoot()
        .getStore(KvPerfExtension.NAMESPACE)
        .getOrComputeIfAbsent(
            GatedFigures.class,
            key ->
                BaselineAudit.gatedFigures(
                    settings.baselineDirectory(),
                    loader,
                    Environment.current(),
                    settings.scale().name()),
            GatedFigures.class);
  }
}
