package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Workload;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A {@code @Mix}'s gets take what the other shares leave, unless they are set. */
class OperationMixTest {

  @Workload(preload = 1, mix = @Mix)
  private static void m0() {}

  @Workload(preload = 1, mix = @Mix(updates = 5))
  private static void m1() {}

  @Workload(preload = 1, mix = @Mix(updates = 100))
  private static void m2() {}

  @Workload(preload = 1, mix = @Mix(gets = 50, updates = 10))
  private static void m3() {}

  @Workload(preload = 1, mix = @Mix(updates = 70, scans = 40))
  private static void m4() {}

  @Workload(preload = 1, mix = @Mix(gets = 0, updates = 60, inserts = 40))
  private static void m5() {}

  @Workload(preload = 1, mix = @Mix(updates = 20, missingGets = 10))
  private static void m6() {}

  private static Mix mix(int index) throws NoSuchMethodException {
    return OperationMixTest.class
        .getDeclaredMethod("m" + index)
        .getAnnotation(Workload.class)
        .mix();
  }

  @Test
  void getsTakeWhatTheOtherSharesLeave() throws Exception {
    assertThat(OperationMix.of(mix(0))).isEqualTo(OperationMix.readOnly());
    assertThat(OperationMix.of(mix(1))).isEqualTo(OperationMix.getsAndUpdates(95, 5));
    assertThat(OperationMix.of(mix(2))).isEqualTo(OperationMix.only(Operation.UPDATE));
    assertThat(OperationMix.of(mix(5)).percentByOperation())
        .isEqualTo(Map.of(Operation.UPDATE, 60, Operation.INSERT, 40));
    assertThat(OperationMix.of(mix(6)))
        .isEqualTo(new OperationMix(Map.of(Operation.GET, 80, Operation.UPDATE, 20), 10));
  }

  @Test
  void setGetsAreNotAdjustedAndTooMuchIsAnError() throws Exception {
    assertThatThrownBy(() -> OperationMix.of(mix(3)))
        .hasMessage(
            "@Workload(mix = @Mix(gets = 50, updates = 10)) is invalid: the operation shares must"
                + " sum to 100, they sum to 60");
    assertThatThrownBy(() -> OperationMix.of(mix(4)))
        .hasMessage(
            "@Workload(mix = @Mix(updates = 70, scans = 40)) is invalid: the operation shares must"
                + " sum to 100, they sum to 110");
  }
}
