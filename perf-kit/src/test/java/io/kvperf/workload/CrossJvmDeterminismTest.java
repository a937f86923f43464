package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Two separate JVMs produce the same first 10,000 operations, keys and values for one spec, and the
 * same random preload order.
 */
class CrossJvmDeterminismTest {
  @Test
  void anotherJvmDrawsTheSameOperations() throws Exception {
    List<String> here = OperationDump.digests();

    List<String> there = runInNewJvm();

    assertThat(there).hasSize(io.kvperf.api.KeyOrder.values().length + 1).isEqualTo(here);
    assertThat(there.get(there.size() - 1)).startsWith("preload RANDOM ");
  }

  private static List<String> runInNewJvm() throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                java, "-cp", System.getProperty("java.class.path"), OperationDump.class.getName())
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the other JVM finished").isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output.lines().toList();
  }
}
