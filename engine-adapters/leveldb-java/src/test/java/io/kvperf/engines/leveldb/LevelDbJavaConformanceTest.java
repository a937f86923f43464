package io.kvperf.engines.leveldb;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** The pure-Java LevelDB passes the conformance kit. */
class LevelDbJavaConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new LevelDbJavaEngine();
  }
}
