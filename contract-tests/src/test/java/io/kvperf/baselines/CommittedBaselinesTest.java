package io.kvperf.baselines;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.junit.BaselineAudit;
import io.kvperf.result.Environment;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every committed baseline can still be compared: its contract method exists (none was renamed or
 * deleted without its file), its engine is on the class path, and it was recorded under the plan
 * its contract declares now. A change of a contract, a preset or a default that changes a plan
 * fails here, in the unit tests, before any contract runs.
 */
class CommittedBaselinesTest {
  @Test
  void everyCommittedBaselineMatchesItsContractsPlan() {
    // snippet:audit
    assertThat(BaselineAudit.findings(Path.of("../baselines"), getClass().getClassLoader()))
        .isEmpty();
    // end-snippet:audit
  }

  @Test
  void theCommittedBaselinesGateFourFiguresWhereTheyWereRecordedAndNoneElsewhere() {
    // The skip list's throughput and get p99, rocksdb's and h2-mvstore's throughput: each
    // boundary at least 2.84 standard errors away, so that the four spend at most 0.9 % of false
    // alarms together (docs/records/2026-11-26-per-build-false-alarms.md).
    ClassLoader loader = getClass().getClassLoader();
    Path baselines = Path.of("../baselines");
    assertThat(
            BaselineAudit.gatedFigures(
                    baselines, loader, recordedOn("Intel(R) Xeon(R) Processor"), "full")
                .count())
        .isEqualTo(4);
    assertThat(
            BaselineAudit.gatedFigures(
                    baselines, loader, recordedOn("Intel(R) Xeon(R) Processor"), "ci")
                .count())
        .as("another scale")
        .isZero();
    assertThat(
            BaselineAudit.gatedFigures(baselines, loader, recordedOn("AMD EPYC"), "0.005").count())
        .as("the suites' baselines budget allocation only, which is not a sequential gate")
        .isZero();
  }

  /** A 2-core machine with {@code cpuModel}; the count reads no more of it. */
  private static Environment recordedOn(String cpuModel) {
    return new Environment(
        new Environment.Machine("Linux", "amd64", cpuModel, "unknown", 2),
        new Environment.Jvm("any JVM", List.of(), "G1", 1024));
  }
}
