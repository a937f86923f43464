package io.kvperf.internal.report;

import io.kvperf.internal.account.Finding;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.result.ForkResult;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The one line an invocation prints on the console (and so in the CI's XML report, as the test
 * case's output): contract, engine, verdict, what the run found ({@link FindingText}), throughput
 * with its interval on the log scale, the ratio to the same-run reference, p99 per operation type,
 * allocation per operation, the longest GC pause, the gate's message, and the run directory when it
 * failed, relative to the project ({@link ShownPath}).
 */
public final class ConsoleLine {
  private ConsoleLine() {}

  /**
   * The line for {@code result} judged {@code verdict} with {@code message}, led by what the run
   * found, {@code findings}; {@code runDirectory} is named when it failed.
   */
  public static String of(
      PerfResult result,
      Verdict verdict,
      List<Finding> findings,
      String message,
      Path runDirectory) {
    ThroughputResult throughput = result.throughput();
    double[] interval = throughput.logScaleIntervalOpsPerSecond();
    MetricsResult metrics = result.metrics();
    StringBuilder line =
        new StringBuilder("kvperf: ")
            .append(result.contract())
            .append(" [")
            .append(result.engine())
            .append("] ")
            .append(verdict)
            .append(": ");
    FindingText.of(findings).forEach(finding -> line.append(finding).append(" | "));
    line.append(Units.grouped(throughput.meanOpsPerSecond()))
        .append(" ops/s ")
        .append(interval(interval, throughput.iterations()));
    if (!result.forks().isEmpty() && result.forks().stream().allMatch(ForkResult::hasReference)) {
      line.append(String.format(Locale.ROOT, ", %.3f of the reference", referenceRatio(result)));
    }
    line.append("; p99 ")
        .append(Units.p99s(metrics.latency()))
        .append(
            String.format(
                Locale.ROOT,
                "; %.1f B/op (all threads %.1f)",
                metrics.operationAllocationPerOpBytes(),
                metrics.allocationPerOpBytes()))
        .append("; GC max ")
        .append(Units.millis(metrics.gcMaxPause().toNanos()))
        .append(" | ")
        .append(String.join(" / ", message.strip().split("\\s*\\n\\s*")));
    if (verdict == Verdict.FAILED) {
      line.append(" (run directory ").append(ShownPath.of(runDirectory)).append(')');
    }
    return line.toString();
  }

  private static String interval(double[] interval, int iterations) {
    String text = Units.interval(interval, iterations);
    return Units.isInterval(interval) ? "[" + text + "]" : "(" + text + ")";
  }

  /** The geometric mean over the forks of each fork's throughput over its reference's. */
  private static double referenceRatio(PerfResult result) {
    return Math.exp(
        result.forks().stream()
            .mapToDouble(f -> Math.log(f.opsPerSecond() / f.referenceOpsPerSecond()))
            .average()
            .orElse(Double.NaN));
  }
}
