package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which engines a contract runs on, and its settings of each. */
class DeclaredEnginesTest {
  @Test
  void aContractRunsOnTheEnginesItIncludesOrOnAllWhenItIncludesNoneButNeverOnOneItExcludes() {
    DeclaredEngines all = new DeclaredEngines(List.of(), List.of(), Map.of());
    DeclaredEngines included = new DeclaredEngines(List.of("rocksdb", "lmdb"), List.of(), Map.of());
    DeclaredEngines excluded = new DeclaredEngines(List.of(), List.of("mapdb"), Map.of());
    DeclaredEngines both =
        new DeclaredEngines(List.of("rocksdb", "lmdb"), List.of("lmdb"), Map.of());

    List<String> onTheClassPath = List.of("rocksdb", "lmdb", "mapdb");
    assertThat(onTheClassPath).filteredOn(all::runs).containsExactly("rocksdb", "lmdb", "mapdb");
    assertThat(onTheClassPath).filteredOn(included::runs).containsExactly("rocksdb", "lmdb");
    assertThat(onTheClassPath).filteredOn(excluded::runs).containsExactly("rocksdb", "lmdb");
    assertThat(onTheClassPath).filteredOn(both::runs).containsExactly("rocksdb");
  }

  @Test
  void anEngineTheContractSetsNothingOfHasNoSettings() {
    DeclaredEngines engines =
        new DeclaredEngines(List.of(), List.of(), Map.of("rocksdb", Map.of("compression", "none")));

    assertThat(engines.settingsFor("rocksdb")).containsExactly(Map.entry("compression", "none"));
    assertThat(engines.settingsFor("lmdb")).isEmpty();
  }
}
