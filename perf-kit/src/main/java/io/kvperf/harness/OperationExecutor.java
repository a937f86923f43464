package io.kvperf.harness;

import io.kvperf.engine.KvStore;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.OperationStream;
import io.kvperf.workload.ValueSpace;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Executes one thread's operations on the store. Every value read is consumed; every get is checked
 * for presence and size, and one get in {@value #VERIFY_EVERY} is compared byte by byte with the
 * generator, so an engine returning wrong values fails its run however fast it is. Not thread-safe:
 * one per thread.
 */
final class OperationExecutor {
  /** One get in this many is compared with the generator; a power of two. */
  static final int VERIFY_EVERY = 64;

  private final String engineId;
  private final KvStore store;
  private final KeySpace keys;
  private final ValueSpace values;
  private final OperationStream operations;
  private final byte[] readKey;
  private long gets;

  OperationExecutor(ForkedStore forked, int threadIndex) {
    this.engineId = forked.engineId();
    this.store = forked.store();
    this.keys = forked.workload().keySpace();
    this.values = forked.workload().valueSpace();
    this.operations = new OperationStream(forked.workload(), threadIndex);
    this.readKey = new byte[keys.keySizeBytes()];
  }

  void execute(Blackhole blackhole) {
    operations.next();
    long index = operations.keyIndex();
    switch (operations.operation()) {
      case GET -> get(index, blackhole);
      case PUT -> store.put(keys.key(index), values.value(index));
    }
  }

  private void get(long index, Blackhole blackhole) {
    // Engines do not keep the key of a get, so one buffer per thread serves every read.
    keys.writeKey(index, readKey);
    byte[] value = store.get(readKey);
    if (value == null
        || value.length != values.valueSizeBytes()
        || ((++gets & (VERIFY_EVERY - 1)) == 0 && !values.matches(index, value))) {
      throw new ValueMismatchException(
          engineId, index, readKey.clone(), values.value(index), value);
    }
    blackhole.consume(value);
  }
}
