package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ValueSpaceTest {
  private static ValueSpace values(int valueSize, long seed) {
    return Specs.fixed(1, 8, valueSize, seed).valueSpace();
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 7, 8, 15, 16, 17, 100, 1000})
  void aGeneratedValueMatchesAndAnyChangedByteDoesNot(int valueSize) {
    ValueSpace values = values(valueSize, 42);
    for (long version : new long[] {0, 1L << 40 | 7}) {
      byte[] value = values.value(31, version);
      assertThat(value).hasSize(valueSize);
      assertThat(values.matches(31, value)).isTrue();
      for (int i = 0; i < valueSize; i++) {
        byte[] changed = value.clone();
        changed[i] ^= 1;
        assertThat(values.matches(31, changed)).as("byte %d changed", i).isFalse();
        for (ByteBuffer view : views(changed)) {
          assertThat(values.matches(31, view)).as("byte %d changed in %s", i, view).isFalse();
        }
      }
      for (ByteBuffer view : views(value)) {
        assertThat(values.matches(31, view)).as("%s", view).isTrue();
      }
    }
  }

  /**
   * {@code value} seen as engines hand it out: on the heap, off the heap in either byte order, and
   * between other bytes, from the buffer's position to its limit.
   */
  private static List<ByteBuffer> views(byte[] value) {
    List<ByteBuffer> views = new ArrayList<>();
    views.add(ByteBuffer.wrap(value));
    for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
      ByteBuffer direct = ByteBuffer.allocateDirect(value.length + 5).order(order);
      direct.position(3);
      direct.put(value).flip().position(3);
      views.add(direct);
    }
    byte[] padded = new byte[value.length + 4];
    System.arraycopy(value, 0, padded, 2, value.length);
    views.add(ByteBuffer.wrap(padded, 2, value.length).order(ByteOrder.LITTLE_ENDIAN));
    return views;
  }

  @Test
  void anyThreadCanCheckAVersionAnotherWrote() {
    ValueSpace values = values(100, 42);
    byte[] rewritten = values.value(5, 3L << 40 | 99);
    assertThat(rewritten).isNotEqualTo(values.value(5));
    assertThat(values.matches(5, rewritten)).isTrue();
    assertThat(values.matches(6, rewritten)).isFalse();
    assertThat(values.matches(5, ByteBuffer.wrap(rewritten).asReadOnlyBuffer())).isTrue();
  }

  @Test
  void shortValuesCarryNoVersion() {
    ValueSpace values = values(15, 42);
    assertThat(values.isVersioned()).isFalse();
    assertThat(values.value(5, 77)).isEqualTo(values.value(5));
  }

  @Test
  void missingShortLongAndOtherKeysValuesDoNotMatch() {
    ValueSpace values = values(100, 42);
    assertThat(values.matches(1, (byte[]) null)).isFalse();
    assertThat(values.matches(1, new byte[99])).isFalse();
    assertThat(values.matches(1, new byte[101])).isFalse();
    assertThat(values.matches(1, values.value(2))).isFalse();
    assertThat(values.matches(1, values(100, 43).value(1))).isFalse();
  }

  @Test
  void sizesInARangeFollowTheirDistributionAndStillMatch() {
    ValueSpace values =
        Specs.sized(1, SizeRange.fixed(16), SizeRange.withMean(512, 2048, 1024), 9).valueSpace();
    long total = 0;
    int count = 50_000;
    for (long i = 0; i < count; i++) {
      byte[] value = values.value(i);
      assertThat(value.length).isBetween(512, 2048);
      total += value.length;
      if (i % 1000 == 0) {
        assertThat(values.matches(i, value)).isTrue();
      }
    }
    assertThat(total / (double) count).isBetween(1014.0, 1034.0);
  }
}
