package io.kvperf.engine;

import io.kvperf.tck.KvEngineConformanceTest;

/** The reference engine passes the conformance kit. */
class SkipListConformanceTest extends KvEngineConformanceTest {
  @Override
  protected KvEngine engine() {
    return new SkipListEngine();
  }
}
