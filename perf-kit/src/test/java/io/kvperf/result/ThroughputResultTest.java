package io.kvperf.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ThroughputResultTest {
  @Test
  void meanErrorAndIntervalAreStudentsTAt999() {
    ThroughputResult result = new ThroughputResult(List.of(1.0, 2.0, 3.0, 4.0, 5.0));
    // sd = 1.5811, t(0.9995, df 4) = 8.6103: error = 8.6103 * 1.5811 / sqrt(5) = 6.0884
    assertThat(result.meanOpsPerSecond()).isEqualTo(3.0);
    assertThat(result.errorOpsPerSecond()).isCloseTo(6.0884, within(1e-3));
    assertThat(result.lowerBoundOpsPerSecond()).isCloseTo(3.0 - 6.0884, within(1e-3));
    assertThat(result.upperBoundOpsPerSecond()).isCloseTo(3.0 + 6.0884, within(1e-3));
  }

  @Test
  void oneIterationHasNoInterval() {
    ThroughputResult result = new ThroughputResult(List.of(7.0));
    assertThat(result.meanOpsPerSecond()).isEqualTo(7.0);
    assertThat(result.errorOpsPerSecond()).isNaN();
  }

  @Test
  void emptyOrNegativeScoresAreRejected() {
    assertThatThrownBy(() -> new ThroughputResult(List.of())).hasMessageContaining("at least one");
    assertThatThrownBy(() -> new ThroughputResult(List.of(-1.0))).hasMessageContaining("-1.0");
  }
}
