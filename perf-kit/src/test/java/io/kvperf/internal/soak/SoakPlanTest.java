package io.kvperf.internal.soak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Soak;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A soak's plan is as many intervals as its time holds, from 1 to 1,000, and its fork's deadline is
 * the fork timeout on top of its whole phase.
 */
class SoakPlanTest {
  @Test
  void anHourIsSixtyIntervalsOfAMinuteByDefault() {
    SoakPlan plan = SoakPlan.of(declared("anHour"));

    assertThat(plan).isEqualTo(new SoakPlan(Duration.ofMinutes(1), 60));
    assertThat(plan.phase()).isEqualTo(Duration.ofHours(1));
  }

  @Test
  void aThousandIntervalsAreTheMost() {
    assertThat(SoakPlan.of(declared("aThousandSeconds")).intervals()).isEqualTo(1000);
    assertThatThrownBy(() -> SoakPlan.of(declared("aThousandAndOneSeconds")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("@Soak(time = \"1001s\")");
  }

  @Test
  void aTimeOfNoWholeNumberOfIntervalsOrOfNoneIsInvalid() {
    assertThatThrownBy(() -> SoakPlan.of(declared("sevenMinuteIntervals")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("@Soak(time = \"1h\", interval = \"7m\")");
    assertThatThrownBy(() -> SoakPlan.of(declared("noInterval")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("@Soak(time = \"1h\", interval = \"0s\")");
    assertThatThrownBy(() -> SoakPlan.of(declared("noTime")))
        .as("the soak's own attribute, not a measurement's iterations")
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("@Soak(time = \"0s\")");
    assertThatThrownBy(() -> SoakPlan.of(declared("malformed")))
        .isInstanceOf(InvalidAnnotationException.class);
  }

  @Test
  void theForkMayTakeItsWholePhaseAndTheTimeoutOnTop() {
    SoakPlan atScale = new SoakPlan(Duration.ofMillis(300), 60);

    assertThat(atScale.forkDeadline(Duration.ofMinutes(30)))
        .isEqualTo(Duration.ofMinutes(30).plusSeconds(18));
  }

  @Test
  void aPlanHasAPositiveIntervalAndOneToAThousandOfThem() {
    assertThatThrownBy(() -> new SoakPlan(Duration.ZERO, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new SoakPlan(Duration.ofSeconds(1), 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new SoakPlan(Duration.ofSeconds(1), 1001))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(new SoakPlan(Duration.ofMillis(1), 1).phase()).isEqualTo(Duration.ofMillis(1));
  }

  private static Soak declared(String method) {
    try {
      return SoakPlanTest.class.getDeclaredMethod(method).getAnnotation(Soak.class);
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }

  @Soak(time = "1h")
  private static void anHour() {}

  @Soak(time = "1000s", interval = "1s")
  private static void aThousandSeconds() {}

  @Soak(time = "1001s", interval = "1s")
  private static void aThousandAndOneSeconds() {}

  @Soak(time = "1h", interval = "7m")
  private static void sevenMinuteIntervals() {}

  @Soak(time = "1h", interval = "0s")
  private static void noInterval() {}

  @Soak(time = "0s")
  private static void noTime() {}

  @Soak(time = "an hour")
  private static void malformed() {}
}
