package io.kvperf.harness.fork;

import io.kvperf.harness.protocol.ForkPlan;
import io.kvperf.harness.protocol.MetricsFile;
import io.kvperf.metrics.DiskUsageProbe;
import io.kvperf.metrics.ForkMeter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.infra.ThreadParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The one JMH benchmark of the kit: one invocation is one operation of the workload. It runs only
 * in a fork started by {@link io.kvperf.harness.ContractRunner}, which passes the {@link ForkPlan}.
 * Public because JMH's generated code needs it; not API.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class KvBenchmark {
  /** The benchmark method's name, for JMH's include pattern. */
  public static final String METHOD = "operation";

  private ForkPlan plan;
  private ForkedStore forked;
  private ForkMeter meter;

  /**
   * Starts the GC monitor, then opens and preloads the store before warm-up: none of it is
   * measured.
   */
  @Setup(Level.Trial)
  public void openStore() throws IOException, InterruptedException {
    plan = ForkPlan.ofThisFork();
    meter = new ForkMeter();
    try {
      meter.start();
      forked = ForkedStore.open(plan, System.out);
    } catch (IOException | InterruptedException | RuntimeException e) {
      // JMH skips the trial's teardown when its setup fails: stop the JFR stream here.
      meter.close();
      throw e;
    }
  }

  /** Starts measuring an iteration's metrics. */
  @Setup(Level.Iteration)
  public void beginIteration() {
    meter.beginIteration();
  }

  /** Ends an iteration's metrics; only measured iterations are kept. */
  @TearDown(Level.Iteration)
  public void endIteration(IterationParams iteration) {
    meter.endIteration(iteration.getType() == IterationType.MEASUREMENT);
  }

  /**
   * After the last iteration: flushes and measures the store's directory, writes the metrics file,
   * closes the store.
   */
  @TearDown(Level.Trial)
  public void closeStore() throws IOException, InterruptedException {
    try (ForkMeter closing = meter;
        ForkedStore store = forked) {
      store.store().flush();
      MetricsFile.write(
          Path.of(plan.metricsFile()),
          closing.finish(DiskUsageProbe.of(Path.of(plan.storeDirectory()))));
    }
  }

  /** One thread's operation stream, from the workload's seed and the thread's index. */
  @State(Scope.Thread)
  public static class Worker {
    private OperationExecutor executor;

    /** Creates the thread's executor once the store is open. */
    @Setup(Level.Trial)
    public void start(KvBenchmark benchmark, ThreadParams thread) {
      executor =
          new OperationExecutor(
              benchmark.forked,
              thread.getThreadIndex(),
              benchmark.plan.opsPerSecond(),
              benchmark.plan.latencyEvery());
      benchmark.meter.register(executor);
    }

    /** Starts the thread's iteration: its latency recorders afresh, its schedule restarted. */
    @Setup(Level.Iteration)
    public void beginIteration() {
      executor.beginIteration();
    }
  }

  /** One operation of the workload. */
  @Benchmark
  public void operation(Worker worker, Blackhole blackhole) {
    worker.executor.execute(blackhole);
  }
}
