package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.internal.settings.CompareMode.Sharing;
import io.kvperf.testengines.HashOnlyEngine;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code auto} runs both arms in one JVM for an engine that declares it runs side by side, tries
 * one JVM for an engine that does not say, and gives each arm forks of its own where the engine
 * says so, the compared build has JVM options or the arms' native libraries differ; forks of a pair
 * take turns unless the engine measures steadier in sequence.
 */
class CompareModeSharingTest {
  @Test
  void autoTriesOneJvmForAnEngineThatDoesNotSay() {
    assertThat(new HashOnlyEngine().capabilities())
        .doesNotContain(Capability.SIDE_BY_SIDE, Capability.SEPARATE_JVMS);
    assertThat(CompareMode.AUTO.sharing(new HashOnlyEngine(), false, false))
        .isEqualTo(Sharing.ONE_JVM_IF_FAIR);
    assertThat(CompareMode.AUTO.sharing(new SkipListEngine(), false, false))
        .isEqualTo(Sharing.ONE_JVM);
  }

  @Test
  void autoGivesEachArmForksWhereTheEngineTheBuildOrItsNativeCodeSaySo() {
    assertThat(CompareMode.AUTO.sharing(new SeparateEngine(), false, false))
        .isEqualTo(Sharing.FORKS);
    assertThat(CompareMode.AUTO.sharing(new HashOnlyEngine(), true, false))
        .as("the compared build's own JVM options")
        .isEqualTo(Sharing.FORKS);
    assertThat(CompareMode.AUTO.sharing(new SkipListEngine(), false, true))
        .as("different native libraries")
        .isEqualTo(Sharing.FORKS);
  }

  @Test
  void anAskedModeIsKept() {
    assertThat(CompareMode.JVM.sharing(new SeparateEngine(), false, true))
        .isEqualTo(Sharing.ONE_JVM);
    assertThat(CompareMode.FORKS.sharing(new SkipListEngine(), false, false))
        .isEqualTo(Sharing.FORKS);
  }

  @Test
  void autoTakesTurnsInPairsOfForksUnlessTheEngineMeasuresSteadierInSequence() {
    assertThat(CompareMode.AUTO.forksTakeTurns(new SeparateEngine())).isTrue();
    assertThat(CompareMode.AUTO.forksTakeTurns(new SequenceEngine())).isFalse();
    assertThat(CompareMode.TURNS.forksTakeTurns(new SequenceEngine()))
        .as("asked for turns")
        .isTrue();
    assertThat(CompareMode.FORKS.forksTakeTurns(new SeparateEngine())).isFalse();
  }

  /** An engine whose forks measure steadier one after the other. */
  private static final class SequenceEngine implements KvEngine {
    @Override
    public String id() {
      return "sequence";
    }

    @Override
    public Set<Capability> capabilities() {
      return EnumSet.of(Capability.FORKS_IN_SEQUENCE);
    }

    @Override
    public KvStore open(StoreContext context) {
      return new SkipListEngine().open(context);
    }
  }

  /** An engine whose builds must not share a JVM. */
  private static final class SeparateEngine implements KvEngine {
    @Override
    public String id() {
      return "separate";
    }

    @Override
    public Set<Capability> capabilities() {
      return EnumSet.of(Capability.SEPARATE_JVMS);
    }

    @Override
    public KvStore open(StoreContext context) {
      return new SkipListEngine().open(context);
    }
  }
}
