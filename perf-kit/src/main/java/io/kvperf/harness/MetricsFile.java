package io.kvperf.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.MetricsResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The fork's metrics, handed to the test JVM as a JSON file in the run directory. */
final class MetricsFile {
  private static final ObjectMapper JSON = ForkJson.MAPPER;

  private MetricsFile() {}

  static void write(Path file, MetricsResult metrics) throws IOException {
    Files.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(metrics));
  }

  static MetricsResult read(Path file) throws IOException {
    if (!Files.exists(file)) {
      throw new IOException("the fork wrote no metrics file " + file);
    }
    return JSON.readValue(file.toFile(), MetricsResult.class);
  }
}
