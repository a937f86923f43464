package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KeySpaceTest {
  private static KeySpace keys(int keySize, long seed) {
    return Specs.fixed(1, keySize, 8, seed).keySpace();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 7, 8, 9, 16, 100})
  void keysAreDistinctAndInUnsignedByteOrderOfTheirIndex(int keySize) {
    KeySpace keys = keys(keySize, 324432L);
    long count = Math.min(KeySpace.capacity(keySize), 20_000);
    Set<String> seen = new HashSet<>();
    byte[] previous = null;
    for (long i = 0; i < count; i++) {
      byte[] key = keys.key(i);
      assertThat(key).hasSize(keySize);
      assertThat(keys.indexOf(key)).isEqualTo(i);
      assertThat(seen.add(HexFormat.of().formatHex(key))).as("key %d is new", i).isTrue();
      if (previous != null) {
        assertThat(Arrays.compareUnsigned(previous, key))
            .as("key %d after key %d", i, i - 1)
            .isNegative();
      }
      previous = key;
    }
  }

  @Test
  void keysOfVaryingSizeStayDistinctOrderedAndInRange() {
    KeySpace keys = Specs.sized(1, SizeRange.uniform(30, 36), SizeRange.fixed(8), 7L).keySpace();
    int[] seenSizes = new int[37];
    byte[] previous = keys.key(0);
    for (long i = 1; i < 20_000; i++) {
      byte[] key = keys.key(i);
      seenSizes[key.length]++;
      assertThat(Arrays.compareUnsigned(previous, key)).isNegative();
      assertThat(keys.indexOf(key)).isEqualTo(i);
      previous = key;
    }
    for (int size = 30; size <= 36; size++) {
      assertThat(seenSizes[size]).as("keys of %d bytes", size).isBetween(2_500, 3_200);
    }
  }

  @Test
  void theSameSeedGivesTheSameBytesInAnyJvm() {
    // Pinned bytes (seen identical on JDK 17 and JDK 25): the generator is pure long arithmetic,
    // so every JVM must produce exactly these.
    WorkloadSpec spec = Specs.fixed(1, 16, 20, 324432L);
    assertThat(HexFormat.of().formatHex(spec.keySpace().key(12_345)))
        .isEqualTo(GoldenBytes.KEY_12345);
    assertThat(HexFormat.of().formatHex(spec.valueSpace().value(12_345)))
        .isEqualTo(GoldenBytes.VALUE_12345);
    assertThat(keys(16, 1L).key(5)).isNotEqualTo(keys(16, 2L).key(5));
    assertThat(Arrays.copyOf(keys(16, 1L).key(5), 8))
        .isEqualTo(Arrays.copyOf(keys(16, 2L).key(5), 8));
  }

  @Test
  void aMissingKeySharesTheIndexButIsNeverAKey() {
    KeySpace keys = keys(16, 3);
    byte[] missing = keys.missingKey(10);
    assertThat(keys.indexOf(missing)).isEqualTo(10);
    assertThat(missing).isNotEqualTo(keys.key(10));
    assertThat(keys.matches(10, missing)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 3, 8, 9, 16, 23, 100})
  void aKeyMatchesItsIndexOnlyByteForByte(int keySize) {
    KeySpace keys = keys(keySize, 5);
    long count = Math.min(KeySpace.capacity(keySize), 1_000);
    for (long i = 0; i < count; i++) {
      byte[] key = keys.key(i);
      assertThat(keys.matches(i, key)).as("key %d", i).isTrue();
      assertThat(keys.matches((i + 1) % count, key)).as("key %d as another", i).isFalse();
      byte[] changedLast = key.clone();
      changedLast[keySize - 1] ^= 1;
      assertThat(keys.matches(i, changedLast)).as("key %d with its last byte changed", i).isFalse();
    }
    byte[] key = keys.key(count - 1);
    for (int position = 0; position < keySize; position++) {
      byte[] changed = key.clone();
      changed[position] ^= 0x10;
      assertThat(keys.matches(count - 1, changed)).as("byte %d changed", position).isFalse();
    }
    assertThat(keys.matches(0, new byte[keySize + 1])).as("a longer array").isFalse();
  }

  @Test
  void writeKeyFillsABufferWithTheSameBytesAsKey() {
    KeySpace keys = keys(24, 9);
    byte[] buffer = new byte[24];
    keys.writeKey(777, buffer);
    assertThat(buffer).isEqualTo(keys.key(777));
  }

  @Test
  void anIndexBeyondTheKeySpaceIsAClearError() {
    assertThatThrownBy(() -> keys(1, 0).key(256))
        .hasMessageContaining("outside the 256 keys that 1-byte keys can hold");
  }

  @Test
  void capacityIsAllValuesOfTheIndexBytes() {
    assertThat(KeySpace.capacity(1)).isEqualTo(256);
    assertThat(KeySpace.capacity(3)).isEqualTo(1 << 24);
    assertThat(KeySpace.capacity(8)).isEqualTo(Long.MAX_VALUE);
  }
}
