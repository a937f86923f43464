package io.kvperf.harness.protocol;

import io.kvperf.result.MetricsResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The fork's metrics, handed to the test JVM as a JSON file in the run directory, with the
 * protocol's format version.
 *
 * @param formatVersion the protocol version the fork wrote
 * @param metrics what the fork measured
 */
public record MetricsFile(int formatVersion, MetricsResult metrics) {
  /** Checks the metrics are present. */
  public MetricsFile {
    Objects.requireNonNull(metrics, "metrics");
  }

  /** Writes {@code metrics} to {@code file} in the current format. */
  public static void write(Path file, MetricsResult metrics) throws IOException {
    ForkProtocol.write(file, new MetricsFile(ForkProtocol.VERSION, metrics));
  }

  /**
   * Reads the metrics the fork wrote.
   *
   * @throws IOException when the fork wrote none, or wrote another format version
   */
  public static MetricsResult read(Path file) throws IOException {
    if (!Files.exists(file)) {
      throw new IOException("the fork wrote no metrics file " + file);
    }
    return ForkProtocol.read(file, MetricsFile.class, "metrics file").metrics();
  }
}
