package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KeySpaceTest {
  private static KeySpace keys(int keySize, long seed) {
    return new WorkloadSpec(1, keySize, 8, seed, KeyOrder.UNIFORM, OperationMix.readOnly(), 1)
        .keySpace();
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
  void theSameSeedGivesTheSameBytesInAnyJvm() {
    // Pinned bytes (seen identical on JDK 17 and JDK 25): the generator is pure long arithmetic,
    // so every JVM must produce exactly these.
    WorkloadSpec spec =
        new WorkloadSpec(1, 16, 20, 324432L, KeyOrder.UNIFORM, OperationMix.readOnly(), 1);
    assertThat(HexFormat.of().formatHex(spec.keySpace().key(12_345)))
        .isEqualTo("000000000000303940d07932636b9660");
    assertThat(HexFormat.of().formatHex(spec.valueSpace().value(12_345)))
        .isEqualTo("4d55dd416d921ee89c41f29d0458583329df6e8e");
    assertThat(keys(16, 1L).key(5)).isNotEqualTo(keys(16, 2L).key(5));
    assertThat(Arrays.copyOf(keys(16, 1L).key(5), 8))
        .isEqualTo(Arrays.copyOf(keys(16, 2L).key(5), 8));
  }

  @Test
  void writeKeyFillsABufferWithTheSameBytesAsKey() {
    KeySpace keys = keys(24, 9);
    byte[] buffer = new byte[24];
    keys.writeKey(777, buffer);
    assertThat(buffer).isEqualTo(keys.key(777));
  }

  @Test
  void capacityIsAllValuesOfTheIndexBytes() {
    assertThat(KeySpace.capacity(1)).isEqualTo(256);
    assertThat(KeySpace.capacity(3)).isEqualTo(1 << 24);
    assertThat(KeySpace.capacity(8)).isEqualTo(Long.MAX_VALUE);
  }
}
