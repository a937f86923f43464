package io.kvperf.engines.leveldbjni;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** The native LevelDB passes the conformance kit. */
class LevelDbJniConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new LevelDbJniEngine();
  }
}
