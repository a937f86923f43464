package io.kvperf.benchmarks;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.workload.KeyChoice;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.OperationStream;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.util.Map;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of drawing one operation of a workload, per key distribution: {@code next} draws the
 * operation type and key index; {@code nextWithKey} also writes the key's 16 bytes into the
 * thread's buffer, which is all the harness adds before a get. 1,000,000 preloaded keys, 95 % gets
 * and 5 % inserts (so that {@code LATEST} grows as it does in YCSB D).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class GeneratorBenchmark {
  /** The key distribution. */
  @Param({"SEQUENTIAL", "UNIFORM", "ZIPFIAN", "LATEST", "HOTSPOT"})
  public KeyOrder order;

  private OperationStream stream;
  private KeySpace keys;
  private byte[] key;

  /** Builds the thread's stream; the zipfian normalisation over 1M keys is computed here. */
  @Setup(Level.Trial)
  public void createStream() {
    WorkloadSpec spec =
        new WorkloadSpec(
            new WorkloadSpec.Entries(
                1_000_000, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
            324432L,
            KeyChoice.of(order),
            new OperationMix(Map.of(Operation.GET, 95, Operation.INSERT, 5), 0),
            new WorkloadSpec.Reads(SizeRange.fixed(100), ReadMode.COPY),
            1);
    stream = new OperationStream(spec, 0);
    keys = spec.keySpace();
    key = new byte[16];
  }

  /** One operation drawn: type and key index. */
  @Benchmark
  public long next() {
    stream.next();
    return stream.keyIndex() + stream.operation().ordinal();
  }

  /** One operation drawn and its key written, as the harness does before a get. */
  @Benchmark
  public byte[] nextWithKey() {
    stream.next();
    keys.writeKey(stream.keyIndex(), key);
    return key;
  }
}
