package io.kvperf.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What one forked JVM must do: which engine to open, where, and which workload to run. The test JVM
 * writes it as JSON and passes its path in the system property {@value #PROPERTY}.
 *
 * @param engineId the engine to open
 * @param storeDirectory a fresh, empty directory for the store
 * @param workload the workload to run
 * @param metricsFile where the fork writes its {@link io.kvperf.api.MetricsResult}
 * @param opsPerSecond the open-loop rate over all threads, or 0 to run closed-loop
 * @param latencyTimedEvery closed-loop, time one operation in this many (a power of two)
 */
record ForkPlan(
    String engineId,
    String storeDirectory,
    WorkloadSpec workload,
    String metricsFile,
    long opsPerSecond,
    int latencyTimedEvery) {
  /** The system property carrying the plan file's path into the fork. */
  static final String PROPERTY = "kvperf.fork.plan";

  private static final ObjectMapper JSON = ForkJson.MAPPER;

  ForkPlan {
    Objects.requireNonNull(engineId, "engineId");
    Objects.requireNonNull(storeDirectory, "storeDirectory");
    Objects.requireNonNull(workload, "workload");
    Objects.requireNonNull(metricsFile, "metricsFile");
  }

  void write(Path file) throws IOException {
    Files.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(this));
  }

  static ForkPlan read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), ForkPlan.class);
  }

  /** The plan this fork was started with. */
  static ForkPlan ofThisFork() throws IOException {
    String path = System.getProperty(PROPERTY);
    if (path == null) {
      throw new IllegalStateException(
          "system property " + PROPERTY + " is not set: KvBenchmark runs only in a kvperf fork");
    }
    return read(Path.of(path));
  }
}
