package com.example.kv;

import io.kvperf.engine.KvEngine;
import io.kvperf.tck.KvEngineConformanceTest;

/** The engine honours the store contract and every capability it declares. */
class SortedMapConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new SortedMapEngine();
  }
}
