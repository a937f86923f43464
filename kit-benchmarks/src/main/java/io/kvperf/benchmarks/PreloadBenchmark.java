package io.kvperf.benchmarks;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.PreloadOrder;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import io.kvperf.internal.fork.Preloader;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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

/**
 * How long the harness's preload ({@link Preloader}) takes per engine: {@code count} entries of
 * 16-byte keys and 100-byte values, in batches of {@link KvStore#PRELOAD_BATCH_SIZE} through {@code
 * putBatch}, into a fresh directory, then a flush. One shot per fork: a preload happens once per
 * run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class PreloadBenchmark {
  /** The engine. */
  @Param({"rocksdb", "bdb-je", "h2-mvstore", "skiplist"})
  public String engine;

  /** Entries to preload. */
  @Param({"1000000"})
  public long count;

  /** The order the keys are written in. */
  @Param({"KEY_ORDER", "RANDOM"})
  public PreloadOrder preloadOrder;

  private Path directory;
  private KvStore store;
  private WorkloadSpec spec;

  /** Opens the engine in a fresh directory. */
  @Setup(Level.Iteration)
  public void open() throws IOException {
    spec =
        WorkloadSpec.simple(count, 16, 100, 324432L, KeyOrder.UNIFORM)
            .withPreloadOrder(preloadOrder);
    directory = Files.createTempDirectory("kvperf-preload");
    store =
        EngineRegistry.discover(PreloadBenchmark.class.getClassLoader())
            .require(engine)
            // Sized for the preload, as the harness opens a contract's store.
            .open(new StoreContext(directory, new StoreHints(count, 16, 100), Map.of()));
  }

  /** The whole preload, as the harness does it. */
  @Benchmark
  public void preload() throws IOException {
    Preloader.preload(store, spec, engine, null);
  }

  /** Closes the store and removes its directory. */
  @TearDown(Level.Iteration)
  public void close() throws IOException {
    store.close();
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
