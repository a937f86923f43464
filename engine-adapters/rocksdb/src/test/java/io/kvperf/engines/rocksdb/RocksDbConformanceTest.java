package io.kvperf.engines.rocksdb;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** RocksDB passes the conformance kit. */
class RocksDbConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new RocksDbEngine();
  }
}
