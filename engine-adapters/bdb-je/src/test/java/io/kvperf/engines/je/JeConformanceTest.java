package io.kvperf.engines.je;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** Berkeley DB JE passes the conformance kit. */
class JeConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new JeEngine();
  }
}
