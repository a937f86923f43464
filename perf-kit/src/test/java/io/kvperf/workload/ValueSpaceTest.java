package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ValueSpaceTest {
  private static ValueSpace values(int valueSize, long seed) {
    return new WorkloadSpec(1, 8, valueSize, seed, KeyOrder.UNIFORM, OperationMix.readOnly(), 1)
        .valueSpace();
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 7, 8, 100, 1000})
  void aGeneratedValueMatchesAndAnyChangedByteDoesNot(int valueSize) {
    ValueSpace values = values(valueSize, 42);
    byte[] value = values.value(31);
    assertThat(value).hasSize(valueSize);
    assertThat(values.matches(31, value)).isTrue();
    for (int i = 0; i < valueSize; i++) {
      byte[] changed = value.clone();
      changed[i] ^= 1;
      assertThat(values.matches(31, changed)).as("byte %d changed", i).isFalse();
    }
  }

  @Test
  void missingShortLongAndOtherKeysValuesDoNotMatch() {
    ValueSpace values = values(100, 42);
    assertThat(values.matches(1, null)).isFalse();
    assertThat(values.matches(1, new byte[99])).isFalse();
    assertThat(values.matches(1, new byte[101])).isFalse();
    assertThat(values.matches(1, values.value(2))).isFalse();
    assertThat(values.matches(1, values(100, 43).value(1))).isFalse();
  }

  @Test
  void valuesAreAFunctionOfSeedAndIndexOnly() {
    assertThat(values(100, 42).value(5)).isEqualTo(values(100, 42).value(5));
    assertThat(values(100, 42).value(5)).isNotEqualTo(values(100, 42).value(6));
  }
}
