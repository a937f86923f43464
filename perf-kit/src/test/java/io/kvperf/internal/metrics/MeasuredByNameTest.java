package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Statistic;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fork's recording sums the spans of each statistic measured by name over a window: a
 * collection the test asks for stops every thread at a safepoint, whose span (from {@code
 * jdk.SafepointBegin}'s start to the paired {@code jdk.SafepointEnd}'s end) holds the collection's
 * pause; a window before it holds none.
 */
class MeasuredByNameTest {
  @Test
  void aSafepointInTheWindowIsSummedAndAWindowWithoutOneHoldsZero(@TempDir Path directory)
      throws Exception {
    GcPauseMonitor monitor = new GcPauseMonitor(directory.resolve("recording.jfr"));
    try {
      monitor.start();
      monitor.awaitStarted();
      Instant before = Instant.now();
      Instant from = Instant.now();
      System.gc();
      Instant to = Instant.now();
      monitor.collect();

      Map<Statistic, Long> during = monitor.measuredBetween(from, to);
      assertThat(during).containsOnlyKeys(Statistic.measuredByName());
      long gcPauseNanos = monitor.pausesBetween(from, to).stream().mapToLong(n -> n).sum();
      assertThat(gcPauseNanos).as("the collection paused").isPositive();
      assertThat(during.get(Statistic.SAFEPOINT_TIME_PER_SECOND))
          .as("a safepoint spans from its begin to its end: the collection's pause within it")
          .isGreaterThanOrEqualTo(gcPauseNanos);
      assertThat(monitor.measuredBetween(Instant.MIN, before))
          .containsEntry(Statistic.SAFEPOINT_TIME_PER_SECOND, 0L);
    } finally {
      monitor.close();
    }
  }
}
