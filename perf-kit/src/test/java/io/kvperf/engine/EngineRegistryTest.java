package io.kvperf.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EngineRegistryTest {
  private static KvEngine named(String id) {
    return new KvEngine() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public Set<Capability> capabilities() {
        return Set.of();
      }

      @Override
      public KvStore open(StoreContext context) {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void discoversTheReferenceEngineWithServiceLoader() {
    EngineRegistry registry = EngineRegistry.discover(getClass().getClassLoader());
    assertThat(registry.require("skiplist")).isInstanceOf(SkipListEngine.class);
  }

  @Test
  void twoEnginesWithOneIdAreAnError() {
    assertThatThrownBy(() -> EngineRegistry.of(List.of(named("a"), named("a"))))
        .hasMessageContaining("two engines claim the id 'a'");
  }

  @Test
  void malformedIdsAreAnError() {
    assertThatThrownBy(() -> EngineRegistry.of(List.of(named("Rocks DB"))))
        .hasMessageContaining("invalid id 'Rocks DB'");
  }

  @Test
  void anUnknownIdListsTheKnownOnes() {
    assertThatThrownBy(() -> EngineRegistry.of(List.of(named("b"), named("a"))).require("c"))
        .hasMessage("no engine with id 'c' on the class path; found [a, b]");
  }
}
