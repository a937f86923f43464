package io.kvperf.internal.protocol;

import io.kvperf.result.Environment;
import io.kvperf.result.MetricsResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * What one fork measured, handed to the test JVM as a JSON file in the run directory, with the
 * protocol's format version.
 *
 * @param formatVersion the protocol version the fork wrote
 * @param metrics what the fork measured of the engine
 * @param reference what it measured of the reference, or {@code null} when it measured none
 * @param environment the machine and the fork's JVM (flags, GC, heap)
 * @param timeline where the fork's time went
 */
public record MetricsFile(
    int formatVersion,
    MetricsResult metrics,
    MetricsResult reference,
    Environment environment,
    ForkTimeline timeline)
    implements ForkProtocol.Versioned {
  /** Checks the engine's metrics, the environment and the timeline are present. */
  public MetricsFile {
    Objects.requireNonNull(metrics, "metrics");
    Objects.requireNonNull(environment, "environment");
    Objects.requireNonNull(timeline, "timeline");
  }

  /** The file of a fork, in the current format. */
  public MetricsFile(
      MetricsResult metrics,
      MetricsResult reference,
      Environment environment,
      ForkTimeline timeline) {
    this(ForkProtocol.VERSION, metrics, reference, environment, timeline);
  }

  /** Writes this file to {@code file}, as the fork does. */
  public void write(Path file) throws IOException {
    ForkProtocol.write(file, this);
  }

  /** Writes this file as JSON to {@code file}, for people: in the test JVM only. */
  public void writeReadableCopy(Path file) throws IOException {
    ReadableCopy.write(file, this);
  }

  /**
   * Reads the file a fork wrote.
   *
   * @throws IOException when the fork wrote none, or wrote another format version
   */
  public static MetricsFile read(Path file) throws IOException {
    if (!Files.exists(file)) {
      throw new IOException("the fork wrote no metrics file " + file);
    }
    return ForkProtocol.read(file, MetricsFile.class, "metrics file");
  }
}
