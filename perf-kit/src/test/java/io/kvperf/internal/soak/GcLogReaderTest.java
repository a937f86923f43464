package io.kvperf.internal.soak;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.JvmGcLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JVM's own GC log is read over JFR's window, the pauses a millisecond from its ends apart. */
class GcLogReaderTest {
  @Test
  void pausesInsideTheWindowAreSummedAndThoseAtItsEdgesCountedApart(@TempDir Path directory)
      throws IOException {
    Path log = directory.resolve("gc.log");
    Files.write(
        log,
        List.of(
            "[0.012s] Using G1",
            "[0.950s] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 1.500ms",
            "[1.200s] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 2.250ms",
            "[1.500s] GC(2) Pause Young (Concurrent Start) (G1 Humongous Allocation) 30M->9M(256M)"
                + " 4.000ms",
            "[1.501s] GC(2) Concurrent Mark Cycle",
            "[1.900s] GC(2) Pause Remark 12M->12M(256M) 0.750ms",
            "[2.0005s] GC(3) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(256M) 0.300ms",
            "[3.000s] GC(4) Pause Full (System.gc()) 20M->2M(256M) 9.000ms"));

    JvmGcLog read = GcLogReader.read(log, 1000, 2000);

    assertThat(read.pauses()).as("1.2 s, 1.5 s and 1.9 s").isEqualTo(3);
    assertThat(read.totalNanos()).isEqualTo(7_000_000L);
    assertThat(read.maxNanos()).isEqualTo(4_000_000L);
    assertThat(read.edgePauses()).as("ends at 2.0005 s, within a millisecond").isEqualTo(1);
    assertThat(read.edgeTotalNanos()).isEqualTo(300_000L);
  }
}
