package io.kvperf.benchmarks;

import io.kvperf.api.KeyOrder;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What recording a latency costs on the kit's reference operation: a skip-list get of a uniformly
 * random key among 100,000 (16-byte keys, 100-byte values), without and with the harness's
 * recording (two {@code System.nanoTime()} calls and one plain HdrHistogram {@code recordValue}, as
 * {@code OperationExecutor} and {@code LatencyRecorders} do), and the recording alone.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class LatencyRecordingBenchmark {
  private static final int KEYS = 100_000;

  private KvStore store;
  private KeySpace keys;
  private SplittableRandom random;
  private byte[] key;
  private Histogram histogram;
  private long operations;

  /** Preloads the skip list. */
  @Setup(Level.Trial)
  public void preload() {
    WorkloadSpec spec = WorkloadSpec.simple(KEYS, 16, 100, 324432L, KeyOrder.UNIFORM);
    keys = spec.keySpace();
    ValueSpace values = spec.valueSpace();
    store = new SkipListEngine().open(StoreContext.of(Path.of("unused")));
    for (long i = 0; i < KEYS; i++) {
      store.put(keys.key(i), values.value(i));
    }
    random = new SplittableRandom(324432L);
    key = new byte[16];
    histogram = new Histogram(3);
  }

  /** A get, not timed. */
  @Benchmark
  public byte[] get() {
    keys.writeKey(random.nextLong(KEYS), key);
    return store.get(key);
  }

  /** A get, timed and recorded as the harness does. */
  @Benchmark
  public byte[] getRecorded() {
    keys.writeKey(random.nextLong(KEYS), key);
    long start = System.nanoTime();
    byte[] value = store.get(key);
    histogram.recordValue(System.nanoTime() - start);
    return value;
  }

  /** A get, every second one timed and recorded: the harness's former default. */
  @Benchmark
  public byte[] getRecordedEverySecond() {
    keys.writeKey(random.nextLong(KEYS), key);
    if ((operations++ & 1) != 0) {
      return store.get(key);
    }
    long start = System.nanoTime();
    byte[] value = store.get(key);
    histogram.recordValue(System.nanoTime() - start);
    return value;
  }

  /** The two clock readings alone. */
  @Benchmark
  public long clockOnly() {
    long start = System.nanoTime();
    return System.nanoTime() - start;
  }

  /** The recording alone. */
  @Benchmark
  public long recordingOnly() {
    long start = System.nanoTime();
    histogram.recordValue(System.nanoTime() - start);
    return start;
  }
}
