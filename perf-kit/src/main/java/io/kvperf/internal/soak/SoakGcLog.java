package io.kvperf.internal.soak;

import io.kvperf.result.GcObservation;
import io.kvperf.result.MetricsResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JVM's own GC log of a soak's fork, against which the pauses JFR saw are checked: {@code
 * -Xlog:gc} written to {@value #FILE} in the fork's directory, and read back over JFR's window once
 * the fork has ended.
 */
public final class SoakGcLog {
  /** The fork's GC log, in its directory. */
  public static final String FILE = "gc.log";

  private SoakGcLog() {}

  /**
   * The option that has the fork whose plan is {@code planFile} write its log beside the plan: in
   * one file that grows for the whole phase, where the default rotation (five files of 20 MB) would
   * drop the phase's start.
   */
  public static String jvmOption(Path planFile) {
    return "-Xlog:gc:file="
        + planFile.toAbsolutePath().resolveSibling(FILE)
        + ":uptime:filecount=0";
  }

  /**
   * {@code metrics} of the fork that ran in {@code forkDirectory}, with the pauses its log holds
   * over the window JFR watched; {@code metrics} as they are where the fork wrote no log.
   *
   * @throws IOException when the log is there but cannot be read
   */
  public static MetricsResult withJvmLog(MetricsResult metrics, Path forkDirectory)
      throws IOException {
    Path log = forkDirectory.resolve(FILE);
    if (!Files.isRegularFile(log)) {
      return metrics;
    }
    GcObservation gc = metrics.gc();
    return metrics.withGc(
        gc.withJvmLog(GcLogReader.read(log, gc.startUptimeMillis(), gc.endUptimeMillis())));
  }
}
