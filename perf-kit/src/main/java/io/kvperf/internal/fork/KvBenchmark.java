package io.kvperf.internal.fork;

import io.kvperf.internal.metrics.DiskUsageProbe;
import io.kvperf.internal.metrics.ForkMeter;
import io.kvperf.internal.protocol.Alternation;
import io.kvperf.internal.protocol.Companion;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.ForkTimeline;
import io.kvperf.internal.protocol.MetricsFile;
import io.kvperf.internal.protocol.SetupSteps;
import io.kvperf.internal.protocol.Turns;
import io.kvperf.result.DiskUsage;
import io.kvperf.result.Environment;
import io.kvperf.result.MetricsResult;
import io.kvperf.workload.GroupSpec;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
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
 * in a fork started by {@link io.kvperf.internal.run.ContractRunner}, which passes the {@link
 * ForkPlan}. Public because JMH's generated code needs it; not API.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class KvBenchmark {
  /** The benchmark method's name, for JMH's include pattern. */
  public static final String METHOD = "operation";

  private ForkPlan plan;
  private ForkedStore forked;
  private ForkedStore reference;
  private boolean otherBuild;
  private ReferenceKernel kernel;
  private ForkMeter meter;
  private ForkMeter referenceMeter;
  private Optional<CpuProfiler> profiler = Optional.empty();
  private Optional<JfrSampler> recording = Optional.empty();
  private int warmupIndex;
  private int measuredIndex;
  private long jmhReadyMillis;
  private long planReadMillis;
  private long storesOpenMillis;
  private long recordingMillis;
  private long firstIterationMillis;
  private TurnTaking turns = new TurnTaking(Turns.NONE);

  /** Whether the current iteration measures the reference; read by the workers' iteration setup. */
  private volatile boolean referenceIteration;

  /**
   * Starts the GC monitor, opens and preloads the store (and the reference, if the plan has one,
   * first when it leads) while the monitor's recording starts, and waits for it before warm-up:
   * none of it is measured.
   */
  @Setup(Level.Trial)
  public void openStore() throws IOException, InterruptedException {
    jmhReadyMillis = ForkTimeline.uptimeMillis();
    meter = new ForkMeter(ForkPlan.directoryOfThisFork().resolve(ForkPlan.GC_RECORDING));
    meter.start();
    try {
      plan = ForkPlan.ofThisFork();
      planReadMillis = ForkTimeline.uptimeMillis();
      turns = new TurnTaking(plan.load().turns());
      if (!plan.profileDirectory().isEmpty()) {
        Path profiles = Path.of(plan.profileDirectory());
        profiler = Optional.of(new CpuProfiler(profiles.resolve(ForkPlan.CPU_PROFILE)));
        recording = Optional.of(new JfrSampler(profiles));
      }
      meter.useGroups(plan.load().workload().groups().stream().map(GroupSpec::name).toList());
      referenceMeter = meter.companion();
      if (plan.companionLeads()) {
        openReference();
        forked = ForkedStore.open(plan, System.out);
      } else {
        forked = ForkedStore.open(plan, System.out);
        openReference();
      }
      storesOpenMillis = ForkTimeline.uptimeMillis();
      meter.awaitStarted();
      recordingMillis = ForkTimeline.uptimeMillis();
    } catch (IOException | InterruptedException | RuntimeException e) {
      // JMH skips the trial's teardown when its setup fails: close what was opened here.
      meter.close();
      for (ForkedStore opened : new ForkedStore[] {forked, reference}) {
        if (opened != null) {
          try {
            opened.close();
          } catch (IOException | RuntimeException closing) {
            e.addSuppressed(closing);
          }
        }
      }
      throw e;
    }
  }

  private void openReference() throws IOException {
    Companion companion = plan.companion();
    switch (companion.kind()) {
      case SKIPLIST -> reference = ForkedStore.openReference(plan, System.out);
      case OTHER_BUILD -> {
        // Both arms of a comparison in this fork: the other build takes the companion's turns.
        otherBuild = true;
        reference =
            ForkedStore.openOtherBuild(
                plan, OtherBuildLoader.of(Path.of(companion.otherBuildClassPath())), System.out);
      }
      case KERNEL -> kernel = new ReferenceKernel(plan.load().workload().seed());
      case NONE -> {}
    }
  }

  /**
   * Starts measuring an iteration's metrics, on the engine's meter or, in the reference's turn (see
   * {@link Alternation}), on the reference's; in a pair that takes turns, once the other fork has
   * taken its own.
   */
  @Setup(Level.Iteration)
  public void beginIteration(IterationParams iteration) throws IOException {
    turns.await();
    if (firstIterationMillis == 0) {
      firstIterationMillis = ForkTimeline.uptimeMillis();
    }
    boolean measured = iteration.getType() == IterationType.MEASUREMENT;
    if (measured && measuredIndex == 0) {
      if (profiler.isPresent()) {
        Optional<String> cpuFallback = profiler.get().start();
        recording.get().start(cpuFallback);
      }
    }
    int index = measured ? measuredIndex++ : warmupIndex++;
    referenceIteration =
        plan.hasCompanion() && Alternation.isReference(index, plan.companionLeads());
    activeMeter().beginIteration();
  }

  /**
   * Ends an iteration's metrics, only measured iterations kept; then the other fork of a pair that
   * takes turns takes its own.
   */
  @TearDown(Level.Iteration)
  public void endIteration(IterationParams iteration) {
    activeMeter().endIteration(iteration.getType() == IterationType.MEASUREMENT);
    turns.pass();
  }

  private ForkMeter activeMeter() {
    return referenceIteration ? referenceMeter : meter;
  }

  /**
   * After the last iteration (and in a pair that takes turns, the other fork's last, where this one
   * went first): flushes and closes the stores, measures the store's directory, and writes the
   * metrics file with the fork's environment.
   */
  @TearDown(Level.Trial)
  public void closeStore() throws IOException {
    long lastIterationMillis = ForkTimeline.uptimeMillis();
    turns.finish();
    if (profiler.isPresent()) {
      profiler.get().stopAndWrite();
    }
    if (recording.isPresent()) {
      recording.get().stopAndWrite();
    }
    try (ForkMeter closing = meter) {
      // Pauses while the store flushes and closes are not the iterations'.
      closing.endWatch();
      try (ForkedStore store = forked) {
        store.store().flush();
      }
      // Measured once closed: an engine's background compaction has then finished.
      DiskUsage disk = DiskUsageProbe.of(Path.of(plan.target().storeDirectory()));
      MetricsResult engine = closing.finish(disk);
      MetricsResult ofReference =
          plan.hasCompanion() ? referenceMeter.finish(new DiskUsage(0, 0)) : null;
      ForkTimeline timeline =
          new ForkTimeline(
              ForkTimeline.thisJvmStartEpochMillis(),
              new SetupSteps(jmhReadyMillis, planReadMillis, storesOpenMillis, recordingMillis),
              firstIterationMillis,
              lastIterationMillis,
              ForkTimeline.uptimeMillis());
      new MetricsFile(engine, ofReference, Environment.current(), timeline)
          .write(Path.of(plan.metricsFile()));
    } finally {
      // The skip-list reference, if any; the kernel is plain memory.
      if (reference != null) {
        reference.close();
      }
    }
  }

  /** One thread's operation streams: the engine's, and the reference's if the plan has one. */
  @State(Scope.Thread)
  public static class Worker {
    private OperationExecutor engine;
    private IterationTarget reference;
    private IterationTarget active;

    /**
     * Creates the thread's executors once the stores are open, after pinning the thread to its CPU
     * where the plan says.
     */
    @Setup(Level.Trial)
    public void start(KvBenchmark benchmark, ThreadParams thread) {
      ForkPlan plan = benchmark.plan;
      List<Integer> cpus = plan.load().operationCpus();
      if (!cpus.isEmpty()) {
        ThreadPinning.pin(cpus.get(thread.getThreadIndex()));
      }
      engine =
          new OperationExecutor(
              benchmark.forked,
              thread.getThreadIndex(),
              plan.load().opsPerSecond(),
              plan.load().latencyEvery());
      WorkloadSpec workload = plan.load().workload();
      if (workload.groups().isEmpty()) {
        benchmark.meter.register(engine);
      } else {
        int group = workload.threadGroups().groupOf(thread.getThreadIndex());
        benchmark.meter.register(engine, workload.groups().get(group).name());
      }
      // Closed loop always: the reference measures how fast the machine is right now. The other
      // build of a comparison runs exactly as the engine does.
      if (benchmark.reference != null) {
        OperationExecutor onSkipList =
            new OperationExecutor(
                benchmark.reference,
                thread.getThreadIndex(),
                benchmark.otherBuild ? plan.load().opsPerSecond() : 0,
                plan.load().latencyEvery());
        benchmark.referenceMeter.register(onSkipList);
        reference = onSkipList;
      } else if (benchmark.kernel != null) {
        KernelExecutor onKernel =
            new KernelExecutor(
                benchmark.kernel, thread.getThreadIndex(), plan.load().latencyEvery());
        benchmark.referenceMeter.register(onKernel);
        reference = onKernel;
      }
      active = engine;
    }

    /**
     * Starts the thread's iteration on the engine or the reference, as the benchmark chose: its
     * latency recorders afresh, its schedule restarted, its allocation counted from here on.
     */
    @Setup(Level.Iteration)
    public void beginIteration(KvBenchmark benchmark) {
      active = benchmark.referenceIteration ? reference : engine;
      active.beginIteration();
      benchmark.activeMeter().beginThread(active);
    }
  }

  /** One operation of the workload, on the engine or, in its turn, the reference. */
  @Benchmark
  public void operation(Worker worker, Blackhole blackhole) {
    worker.active.execute(blackhole);
  }
}
