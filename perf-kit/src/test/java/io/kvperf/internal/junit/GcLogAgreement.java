package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.JvmGcLog;
import java.util.List;

/** The check that JFR's pauses agree with the JVM's own {@code -Xlog:gc} over the same window. */
final class GcLogAgreement {
  private GcLogAgreement() {}

  /**
   * Asserts that {@code jfrPauseNanos} agree with {@code log}: as many pauses as the log has inside
   * the window, give or take those at its edges, and the same total within 20 µs a pause and a
   * millisecond (JFR times each G1 pause 8–12 µs shorter than the log prints it); prints both.
   */
  static void check(List<Long> jfrPauseNanos, JvmGcLog log) {
    assertThat(log.pauses()).as("pauses in the GC log while the kit watched").isPositive();
    assertThat((long) jfrPauseNanos.size())
        .as(
            "JFR's pauses against the log's %d (and %d at the edges)",
            log.pauses(), log.edgePauses())
        .isBetween(log.pauses(), log.pauses() + log.edgePauses());
    double jfrMillis = jfrPauseNanos.stream().mapToLong(Long::longValue).sum() / 1e6;
    double logMillis = log.totalNanos() / 1e6;
    double edgeMillis = log.edgeTotalNanos() / 1e6;
    System.out.printf(
        "GC cross-check: %d pauses; kit %.3f ms, -Xlog:gc %.3f ms (+ %.3f ms at the edges)%n",
        jfrPauseNanos.size(), jfrMillis, logMillis, edgeMillis);
    double slackMillis = 1.0 + 0.020 * jfrPauseNanos.size();
    assertThat(jfrMillis).isBetween(logMillis - slackMillis, logMillis + edgeMillis + slackMillis);
  }
}
