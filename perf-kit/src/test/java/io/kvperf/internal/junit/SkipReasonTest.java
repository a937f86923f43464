package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.ReadMode;
import io.kvperf.engine.Capability;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sentences a skipped invocation shows in JUnit and the reports, written from its reason. */
class SkipReasonTest {

  @Test
  void anEngineTheRunLeftOutNamesTheFilter() {
    assertThat(new SkipReason.NotSelected("skiplist", List.of("hash-only")).reason())
        .isEqualTo("engine 'skiplist' is not among kvperf.engines [hash-only]");
  }

  @Test
  void anEngineLackingCapabilitiesNamesThemInTheirOrderAndTheWorkload() {
    SkipReason lacking =
        new SkipReason.LacksCapabilities(
            "hash-only",
            EnumSet.of(Capability.ZERO_COPY_READS, Capability.SCAN_ASCENDING),
            "mix 50 % get, 50 % scan",
            ReadMode.ZERO_COPY);

    assertThat(lacking.reason())
        .isEqualTo(
            "engine 'hash-only' lacks [SCAN_ASCENDING, ZERO_COPY_READS], which the workload needs"
                + " (mix 50 % get, 50 % scan, read mode ZERO_COPY)");
  }
}
