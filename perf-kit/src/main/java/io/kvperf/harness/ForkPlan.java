package io.kvperf.harness;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
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
 */
record ForkPlan(String engineId, String storeDirectory, WorkloadSpec workload) {
  /** The system property carrying the plan file's path into the fork. */
  static final String PROPERTY = "kvperf.fork.plan";

  // Records travel by their components only: derived "isX()" methods are not properties.
  private static final ObjectMapper JSON =
      JsonMapper.builder().disable(MapperFeature.AUTO_DETECT_IS_GETTERS).build();

  ForkPlan {
    Objects.requireNonNull(engineId, "engineId");
    Objects.requireNonNull(storeDirectory, "storeDirectory");
    Objects.requireNonNull(workload, "workload");
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
