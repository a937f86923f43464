package io.kvperf.internal.settings;

import io.kvperf.workload.Scale;
import java.util.List;

/**
 * How much of its contracts the run measures ({@link KvPerfSettings}).
 *
 * @param scale the scale every contract runs at, from {@code kvperf.scale}
 * @param engines the only engines to run, in the order given, from {@code kvperf.engines}; empty
 *     for every engine
 */
public record RunScope(Scale scale, List<String> engines) {
  public RunScope {
    engines = List.copyOf(engines);
  }
}
