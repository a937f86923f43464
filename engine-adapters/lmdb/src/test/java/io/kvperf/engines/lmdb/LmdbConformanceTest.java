package io.kvperf.engines.lmdb;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** LMDB passes the conformance kit. */
class LmdbConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new LmdbEngine();
  }
}
