package io.kvperf.report;

import io.kvperf.result.PerfResult;
import java.util.Objects;

/**
 * One engine's line in a report: its result and what the baseline gate said of it.
 *
 * @param result the measured result
 * @param gate the gate's verdict, e.g. {@code PASSED}, {@code FAILED}, {@code NO_BASELINE}
 */
public record ReportRow(PerfResult result, String gate) {
  /** Checks both fields are present. */
  public ReportRow {
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(gate, "gate");
  }
}
