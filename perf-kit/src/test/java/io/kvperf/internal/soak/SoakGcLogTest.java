package io.kvperf.internal.soak;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.GcObservation;
import io.kvperf.result.JvmGcLog;
import io.kvperf.result.Metrics;
import io.kvperf.result.MetricsResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A soak's fork writes the JVM's GC log beside its plan, and its metrics get the log's pauses over
 * the window JFR watched; a fork that wrote none keeps its metrics.
 */
class SoakGcLogTest {
  @Test
  void theLogIsWrittenBesideThePlanInOneFile(@TempDir Path directory) {
    assertThat(SoakGcLog.jvmOption(directory.resolve("fork-plan.bin")))
        .isEqualTo(
            "-Xlog:gc:file="
                + directory.toAbsolutePath().resolve(SoakGcLog.FILE)
                + ":uptime:filecount=0");
  }

  @Test
  void theForksMetricsGetTheLogsPausesOverJfrsWindow(@TempDir Path directory) throws IOException {
    Files.write(
        directory.resolve(SoakGcLog.FILE),
        List.of(
            "[0.500s] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 1.000ms",
            "[1.200s] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 2.000ms",
            "[1.600s] GC(2) Pause Full (System.gc()) 20M->2M(256M) 5.000ms",
            "[2.500s] GC(3) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 1.000ms"));
    MetricsResult measured =
        Metrics.sample().withGc(new GcObservation(1000, 2000, List.of(2_000_000L, 5_000_000L)));

    MetricsResult read = SoakGcLog.withJvmLog(measured, directory);

    assertThat(read.gc().jvmLog()).isEqualTo(new JvmGcLog(2, 7_000_000L, 5_000_000L, 0, 0));
    assertThat(read.gc().pauseNanos()).isEqualTo(measured.gc().pauseNanos());
    assertThat(read.iterations()).isEqualTo(measured.iterations());
  }

  @Test
  void aForkWithoutALogKeepsItsMetrics(@TempDir Path directory) throws IOException {
    MetricsResult measured = Metrics.sample();

    assertThat(SoakGcLog.withJvmLog(measured, directory)).isSameAs(measured);
  }
}
