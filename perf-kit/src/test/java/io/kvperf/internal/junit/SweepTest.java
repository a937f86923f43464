package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Threads;
import io.kvperf.api.ValueSizes;
import io.kvperf.api.Workload;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Thread and value-size sweeps: every combination, each with its own id, name and workload. */
class SweepTest {
  private static Map<SweepPoint, ContractDefinition> sweep(String method) throws Exception {
    return ContractDefinition.sweep(Fixtures.class, Fixtures.class.getDeclaredMethod(method));
  }

  @Test
  void twoSweepsRunEveryCombination() throws Exception {
    Map<SweepPoint, ContractDefinition> points = sweep("both");
    assertThat(points.keySet())
        .containsExactly(
            new SweepPoint(1, 100),
            new SweepPoint(1, 1024),
            new SweepPoint(4, 100),
            new SweepPoint(4, 1024));
    ContractDefinition fourThreadsOneKilobyte = points.get(new SweepPoint(4, 1024));
    assertThat(fourThreadsOneKilobyte.id())
        .isEqualTo(Fixtures.class.getName() + "#both[threads=4,valueSize=1024]");
    assertThat(fourThreadsOneKilobyte.workload().threads()).isEqualTo(4);
    assertThat(fourThreadsOneKilobyte.workload().valueSize().min()).isEqualTo(1024);
    assertThat(fourThreadsOneKilobyte.workload().valueSize().max()).isEqualTo(1024);
    assertThat(new SweepPoint(4, 1024).label()).isEqualTo("4 threads, 1024-byte values");
    assertThat(new SweepPoint(1, 0).label()).isEqualTo("1 thread");
  }

  @Test
  void oneValueIsNoSweepButStillApplies() throws Exception {
    Map<SweepPoint, ContractDefinition> points = sweep("oneSize");
    assertThat(points).containsOnlyKeys(SweepPoint.NONE);
    ContractDefinition contract = points.get(SweepPoint.NONE);
    assertThat(contract.id()).isEqualTo(Fixtures.class.getName() + "#oneSize");
    assertThat(contract.workload().valueSize().min()).isEqualTo(8);
  }

  @Test
  void aRangeOfValueSizesCannotBeSwept() {
    assertThatThrownBy(() -> sweep("range"))
        .hasMessageContaining(
            "@ValueSizes(value = 100) is invalid: the workload's values range from 10 to 20"
                + " bytes: a sweep sets fixed sizes");
  }

  @Test
  void theMethodOfASweptIdIsFoundAgain() {
    assertThat(SweepPoint.methodOf("a.B#get[threads=4,valueSize=100]")).isEqualTo("get");
    assertThat(SweepPoint.methodOf("a.B#get")).isEqualTo("get");
  }

  @SuppressWarnings("unused")
  static class Fixtures {
    @KvPerfTest
    @Workload(preload = 10)
    @Threads({1, 4})
    @ValueSizes({100, 1024})
    void both() {}

    @KvPerfTest
    @Workload(preload = 10)
    @ValueSizes(8)
    void oneSize() {}

    @KvPerfTest
    @Workload(preload = 10, valueSize = 10, valueSizeMax = 20)
    @ValueSizes({100, 200})
    void range() {}
  }
}
