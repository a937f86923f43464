package io.kvperf.benchmarks;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Measure;
import io.kvperf.api.Operation;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.internal.fork.KitOperationPath;
import io.kvperf.internal.protocol.Alternation;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.ValueSpace;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The harness's own cost, measured where the machine's noise cancels: in one JVM, iterations
 * alternate (ABBA, {@link Alternation}) between the kit's operation path ({@link KitOperationPath}:
 * key choice from the workload's stream, latency timing of one operation in {@link #latencyEvery},
 * sampled value checks, counters) and a hand-written loop doing the same store calls on the same
 * skip list, keys and values. {@link HarnessOverhead} runs it and reports the kit's throughput as a
 * fraction of the loop's per fork, with an interval over forks. Iterations are short so that the
 * pairs the report compares are close in time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(5)
@Warmup(iterations = 4, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 64, time = 125, timeUnit = TimeUnit.MILLISECONDS)
public class HarnessOverheadBenchmark {
  /** The operation both paths run. */
  @Param({"GET", "UPDATE", "SCAN", "REVERSE_SCAN"})
  public Operation operation;

  /** The kit times one operation in this many, {@code @Measure}'s default unless set. */
  @Param({"" + Measure.DEFAULT_LATENCY_EVERY})
  public int latencyEvery;

  /**
   * When {@code true}, both turns run the hand-written loop: the benchmark measured against itself,
   * which shows how finely it resolves (its ratio should be 1).
   */
  @Param({"false"})
  public boolean againstItself;

  private KitOperationPath kit;
  private KvStore store;
  private KeySpace keys;
  private ValueSpace values;
  private long count;
  private byte[] keyBuffer;
  private Blackhole scanSink;
  private final EntryVisitor scanVisitor =
      (key, value) -> {
        scanSink.consume(key);
        scanSink.consume(value);
      };
  private final SplittableRandom random = new SplittableRandom(324432L);
  private int warmupIndex;
  private int measuredIndex;
  private boolean loopTurn;

  /** The skip list preloaded with 100,000 entries of 16-byte keys and 100-byte values. */
  @Setup(Level.Trial)
  public void open() throws IOException {
    WorkloadSpec spec =
        WorkloadSpec.simple(100_000, 16, 100, 324432L, KeyOrder.UNIFORM)
            .withMix(OperationMix.only(operation));
    kit =
        KitOperationPath.preloaded(
            "skiplist",
            spec,
            new SkipListEngine()
                .open(StoreContext.of(Files.createTempDirectory("kvperf-overhead"))),
            latencyEvery,
            System.out);
    store = kit.store();
    keys = spec.keySpace();
    values = spec.valueSpace();
    count = spec.preloadCount();
    keyBuffer = new byte[16];
  }

  /** Chooses the path of this iteration. */
  @Setup(Level.Iteration)
  public void begin(IterationParams iteration) {
    int index = iteration.getType() == IterationType.MEASUREMENT ? measuredIndex++ : warmupIndex++;
    loopTurn = againstItself || Alternation.isReference(index, false);
    kit.beginIteration();
  }

  /** One operation, through the kit or the hand-written loop. */
  @Benchmark
  public void operation(Blackhole blackhole) {
    if (loopTurn) {
      handWritten(blackhole);
    } else {
      kit.execute(blackhole);
    }
  }

  private void handWritten(Blackhole blackhole) {
    long index = random.nextLong(count);
    switch (operation) {
      case GET -> {
        keys.writeKey(index, keyBuffer);
        blackhole.consume(store.get(keyBuffer));
      }
      case UPDATE -> store.put(keys.key(index), values.value(index, 1));
      case SCAN, REVERSE_SCAN -> {
        // As the kit does: the start key written into a buffer, one visitor for every scan, and
        // the blackhole stored only when it changes (a reference store runs G1's write barrier).
        keys.writeKey(index, keyBuffer);
        if (scanSink != blackhole) {
          scanSink = blackhole;
        }
        blackhole.consume(
            store.scan(
                keyBuffer,
                100,
                operation == Operation.SCAN ? ScanDirection.ASCENDING : ScanDirection.DESCENDING,
                scanVisitor));
      }
      default -> throw new IllegalStateException("not measured here: " + operation);
    }
  }

  /** Closes the store. */
  @TearDown(Level.Trial)
  public void close() throws IOException {
    kit.close();
  }
}
