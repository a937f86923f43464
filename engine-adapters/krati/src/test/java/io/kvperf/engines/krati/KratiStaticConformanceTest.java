package io.kvperf.engines.krati;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** Krati's StaticDataStore passes the conformance kit. */
class KratiStaticConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new KratiStaticEngine();
  }
}
