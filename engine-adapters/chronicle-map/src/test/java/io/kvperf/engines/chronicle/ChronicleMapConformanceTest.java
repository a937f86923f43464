package io.kvperf.engines.chronicle;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** Chronicle Map passes the conformance kit. */
class ChronicleMapConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new ChronicleMapEngine();
  }
}
