package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Statistic;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fork's recording sums the durations of each statistic measured by name over a window: a
 * collection the test asks for stops every thread at a safepoint, and the window around it holds
 * that time, a window before it none.
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
      assertThat(during.get(Statistic.SAFEPOINT_TIME_PER_SECOND)).isPositive();
      assertThat(monitor.measuredBetween(Instant.MIN, before))
          .containsEntry(Statistic.SAFEPOINT_TIME_PER_SECOND, 0L);
    } finally {
      monitor.close();
    }
  }
}
