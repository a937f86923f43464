package io.kvperf.baselines;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.junit.BaselineAudit;
import java.nio.file.Path;
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
}
