package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which environments share a runtime, so that machine-independent figures compare across them. */
class EnvironmentTest {
  private static final Environment XEON =
      new Environment(
          new Environment.Machine(
              "Linux", "amd64", "Intel(R) Xeon(R) Processor", "L1d 48K, L2 2048K", 2),
          new Environment.Jvm(
              "Debian OpenJDK 64-Bit Server VM 17",
              List.of("-XX:+ExitOnOutOfMemoryError"),
              "G1 Young Generation + G1 Old Generation",
              6028));

  private static Environment with(
      String cpu, int cores, String jvm, List<String> flags, String gc, long heapMegabytes) {
    return new Environment(
        new Environment.Machine("Linux", "amd64", cpu, "L1d 32K", cores),
        new Environment.Jvm(jvm, flags, gc, heapMegabytes));
  }

  @Test
  void anotherCpuOrCoreCountRunsTheSameRuntime() {
    Environment epyc =
        with("AMD EPYC", 4, XEON.jvm(), XEON.jvmFlags(), XEON.gc(), XEON.maxHeapMegabytes());
    assertThat(epyc).isNotEqualTo(XEON);
    assertThat(epyc.sameRuntime(XEON)).isTrue();
    assertThat(XEON.sameRuntime(epyc)).isTrue();
  }

  @Test
  void anotherJvmFlagCollectorOrHeapIsAnotherRuntime() {
    String cpu = XEON.cpuModel();
    List<String> flags = XEON.jvmFlags();
    assertThat(
            List.of(
                with(cpu, 2, "Debian OpenJDK 64-Bit Server VM 21", flags, XEON.gc(), 6028),
                with(cpu, 2, XEON.jvm(), List.of("-Xmx16g"), XEON.gc(), 6028),
                with(cpu, 2, XEON.jvm(), flags, "ZGC Cycles + ZGC Pauses", 6028),
                with(cpu, 2, XEON.jvm(), flags, XEON.gc(), 16384)))
        .noneMatch(other -> other.sameRuntime(XEON));
  }
}
