package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The lines a build shows for the audit's findings, written from their values. */
class AuditFindingTest {
  private static final Path FILE = Path.of("baselines/a.B/get.json");

  @Test
  void aStaleEntryNamesItsEngineScaleAndBothPlans() {
    assertThat(
            new AuditFinding.Stale(FILE, "skiplist", "smoke", "2 forks of 1 s", "3 forks of 1 s")
                .text())
        .isEqualTo(
            "baselines/a.B/get.json: the entry of skiplist at scale smoke is stale; recorded under:"
                + " 2 forks of 1 s; the contract now plans: 3 forks of 1 s");
  }

  @Test
  void anEntryOfAnEngineNoLongerThereOrAnInvalidContractNamesIt() {
    assertThat(new AuditFinding.EngineMissing(FILE, "rocksdb").text())
        .isEqualTo("baselines/a.B/get.json: engine 'rocksdb' is not on the class path");
    assertThat(new AuditFinding.InvalidContract(FILE, "a.B#get", "preload must be positive").text())
        .isEqualTo("baselines/a.B/get.json: its contract is invalid: preload must be positive");
  }
}
