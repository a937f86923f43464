package io.kvperf.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SkipListEngineTest {
  private KvStore store;

  @BeforeEach
  void openWithBinaryKeys() {
    store = new SkipListEngine().open(StoreContext.of(Path.of("unused")));
    for (int b : new int[] {0x00, 0x01, 0x7F, 0x80, 0xFF}) {
      store.put(new byte[] {(byte) b}, new byte[] {(byte) b, 1});
    }
  }

  private List<Integer> scan(int start, int limit, ScanDirection direction) {
    List<Integer> keys = new ArrayList<>();
    int visited =
        store.scan(new byte[] {(byte) start}, limit, direction, (k, v) -> keys.add(k[0] & 0xFF));
    assertThat(visited).isEqualTo(keys.size());
    return keys;
  }

  @Test
  void scansFollowUnsignedByteOrder() {
    assertThat(scan(0x00, 10, ScanDirection.ASCENDING))
        .containsExactly(0x00, 0x01, 0x7F, 0x80, 0xFF);
    assertThat(scan(0xFF, 10, ScanDirection.DESCENDING))
        .containsExactly(0xFF, 0x80, 0x7F, 0x01, 0x00);
  }

  @Test
  void scansStartBetweenKeysAndStopAtTheLimit() {
    assertThat(scan(0x02, 2, ScanDirection.ASCENDING)).containsExactly(0x7F, 0x80);
    assertThat(scan(0x7E, 2, ScanDirection.DESCENDING)).containsExactly(0x01, 0x00);
    assertThat(store.scan(new byte[] {(byte) 0xFF, 0}, 5, ScanDirection.ASCENDING, (k, v) -> {}))
        .isZero();
  }

  @Test
  void getPutDeleteAndUseAfterClose() throws Exception {
    assertThat(store.get(new byte[] {(byte) 0x80})).containsExactly(0x80, 1);
    store.delete(new byte[] {(byte) 0x80});
    assertThat(store.get(new byte[] {(byte) 0x80})).isNull();
    store.close();
    store.close();
    assertThatThrownBy(() -> store.get(new byte[] {1}))
        .isInstanceOf(KvStoreException.class)
        .hasMessageContaining("closed");
  }

  @Test
  void declaresBothScanDirections() {
    assertThat(new SkipListEngine().capabilities())
        .contains(Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING)
        .doesNotContain(Capability.PERSISTENT);
  }
}
