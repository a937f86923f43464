package io.kvperf.engines.h2;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** H2 MVStore passes the conformance kit. */
class MvStoreConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new MvStoreEngine();
  }
}
