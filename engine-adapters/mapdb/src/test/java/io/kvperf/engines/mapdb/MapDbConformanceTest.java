package io.kvperf.engines.mapdb;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;
import org.junit.jupiter.api.Nested;

/** Both MapDB engines pass the conformance kit. */
class MapDbConformanceTest {
  @Nested
  class BTreeMapConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new MapDbEngine.BTree();
    }
  }

  @Nested
  class HTreeMapConformance extends KvEngineConformanceTest {
    @Override
    protected KvEngine engine() {
      return new MapDbEngine.HTree();
    }
  }
}
