package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each kind of finding in the words every report leads with. */
class FindingTextTest {
  @Test
  void aBisectNamesTheFirstVersionThatMovedTheOneBeforeAndTheChange() {
    assertThat(FindingText.of(ReportFixtures.firstMovedVersion()))
        .isEqualTo(
            "9.1.0 is the first version that moved (9.0.1 did not): throughput -24.7 %"
                + " [-27.0, -22.3] against org.rocksdb:rocksdbjni:9.0.1; a 10 % budget");
  }

  @Test
  void aCommitBisectNamesTheFirstCommitThatMovedAndTheOneBefore() {
    assertThat(FindingText.of(ReportFixtures.firstMovedCommit()))
        .isEqualTo(
            "3f2a9c1d0b4e is the first commit that moved (0a1b2c3d4e5f did not): throughput"
                + " -11.2 % [-13.9, -8.4] against git:9e8d7c6b5a49; a 5 % budget");
  }

  @Test
  void aSweepNamesItsWorstVersionAndItsChangeAgainstTheFirst() {
    assertThat(FindingText.of(ReportFixtures.worstVersion()))
        .isEqualTo(
            "org.rocksdb:rocksdbjni:10.2.1 is the worst version: get p99 latency +31.0 % [+22.0, +40.0]"
                + " against org.rocksdb:rocksdbjni:9.0.1; a 20 % budget");
  }

  @Test
  void aDossierNamesItsTopCauseWithItsMoveInPoints() {
    assertThat(FindingText.of(ReportFixtures.topCause()))
        .isEqualTo(
            "the dossier's top cause: CPU in librocksdbjni.so +12.3 points (A 40.1 %, B 27.8 %)");
  }

  @Test
  void severalFindingsKeepTheirOrder() {
    assertThat(
            FindingText.of(List.of(ReportFixtures.firstMovedVersion(), ReportFixtures.topCause())))
        .containsExactly(
            FindingText.of(ReportFixtures.firstMovedVersion()),
            FindingText.of(ReportFixtures.topCause()));
  }
}
