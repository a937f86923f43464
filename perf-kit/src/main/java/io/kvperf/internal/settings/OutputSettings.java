package io.kvperf.internal.settings;

import io.kvperf.internal.files.SafeFileName;
import java.nio.file.Path;

/**
 * Where the run writes, and what it shows on the console ({@link KvPerfSettings}).
 *
 * @param reportDirectory where reports and run logs go, from {@code kvperf.report.dir}
 * @param verbose whether JMH's own output goes to the console too, from {@code kvperf.verbose}
 */
public record OutputSettings(Path reportDirectory, boolean verbose) {

  /**
   * The directory of one contract's run on one engine, under the report directory: {@code
   * runs/<contract>/<engine>}, the contract's {@code #} a dot and both names made safe file names
   * ({@link SafeFileName}), so that a sweep's point ({@code [threads=2,valueSize=64]}) is one
   * directory whose path async-profiler can be given.
   */
  public Path runDirectory(String contractId, String engineId) {
    return reportDirectory
        .resolve("runs")
        .resolve(SafeFileName.of(contractId.replace('#', '.')))
        .resolve(SafeFileName.of(engineId));
  }
}
