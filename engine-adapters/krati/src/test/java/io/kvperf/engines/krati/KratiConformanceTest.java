package io.kvperf.engines.krati;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** Krati passes the conformance kit. */
class KratiConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new KratiEngine();
  }
}
