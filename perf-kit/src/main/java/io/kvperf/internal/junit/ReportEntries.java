package io.kvperf.internal.junit;

import io.kvperf.result.PerfResult;
import io.kvperf.result.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JUnit report entries one invocation publishes, under keys that are pinned (tools read them):
 * {@value #THROUGHPUT} (mean ops/s), {@value #THROUGHPUT_ERROR} (half-width of the 99.9 % interval,
 * ops/s), {@value #GATE} (the verdict) and {@value #GATE_MESSAGE}.
 */
final class ReportEntries {
  static final String THROUGHPUT = "kvperf.throughput";
  static final String THROUGHPUT_ERROR = "kvperf.throughput.error";
  static final String GATE = "kvperf.gate";
  static final String GATE_MESSAGE = "kvperf.gate.message";

  /** Every key, in the order they are published. */
  static final List<String> KEYS = List.of(THROUGHPUT, THROUGHPUT_ERROR, GATE, GATE_MESSAGE);

  private ReportEntries() {}

  static Map<String, String> of(PerfResult result, Verdict verdict, String account) {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(THROUGHPUT, format(result.throughput().meanOpsPerSecond()));
    entries.put(THROUGHPUT_ERROR, format(result.throughput().errorOpsPerSecond()));
    entries.put(GATE, verdict.name());
    entries.put(GATE_MESSAGE, account);
    return entries;
  }

  private static String format(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }
}
