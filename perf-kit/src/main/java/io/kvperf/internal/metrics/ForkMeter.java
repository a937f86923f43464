package io.kvperf.internal.metrics;

import io.kvperf.api.Operation;
import io.kvperf.result.DiskUsage;
import io.kvperf.result.GcObservation;
import io.kvperf.result.GroupIteration;
import io.kvperf.result.GroupLatency;
import io.kvperf.result.Histograms;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.IterationMetrics.Probe;
import io.kvperf.result.MemorySnapshot;
import io.kvperf.result.MergedLatencies;
import io.kvperf.result.MetricsResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;

/**
 * Measures a fork's iterations beside JMH's throughput. It holds a set of probes, each of which
 * returns its own value per iteration (CPU, allocation of the process and of the threads that issue
 * operations, storage writes, operations, memory, latency, the iteration's window), and GC pauses
 * from a JFR recording, which are read and attributed at the end. It reads the threads that issue
 * operations only through {@link MeasuredThread}. Called between iterations only, from one thread
 * (but {@link #beginThread}); not thread-safe otherwise.
 */
public final class ForkMeter implements AutoCloseable {
  private final GcPauseMonitor gc;
  private final boolean ownsGc;
  private final List<MeasuredThread> threads = new CopyOnWriteArrayList<>();
  private final Map<MeasuredThread, String> groupOf = new ConcurrentHashMap<>();
  private final List<String> groups = new CopyOnWriteArrayList<>();
  private final IterationProbe<Map<String, Long>> groupOperations =
      new GroupOperationsProbe(groups, groupOf);
  private final WallClockProbe window = new WallClockProbe();
  private final CounterProbe cpuNanos = ProcessProbes.cpuNanos();
  private final CounterProbe allocatedBytes = ProcessProbes.allocatedBytes();
  private final OperationThreadsProbe operationAllocatedBytes =
      OperationThreadsProbe.allocatedBytes(threads);
  private final OperationThreadsProbe operationCpuNanos = OperationThreadsProbe.cpuNanos(threads);
  private final CounterProbe storageWriteBytes = ProcessProbes.storageWriteBytes();
  private final IterationProbe<MemorySnapshot> memory = ProcessProbes.memory();
  private final CounterProbe operations = new CounterProbe(() -> sum(MeasuredThread::operations));
  private final CounterProbe logicalBytes =
      new CounterProbe(() -> sum(MeasuredThread::bytesWritten));
  private final LatencyProbe latency = new LatencyProbe(threads, groupOf::get);

  /** In the order they begin; they end in the reverse order, the window innermost. */
  private final List<IterationProbe<?>> probes =
      List.of(
          memory,
          latency,
          logicalBytes,
          groupOperations,
          operations,
          storageWriteBytes,
          allocatedBytes,
          operationAllocatedBytes,
          operationCpuNanos,
          cpuNanos,
          window);

  private final OverallHistograms overall = new OverallHistograms();
  private final List<Pending> measured = new ArrayList<>();
  private long measuredLogicalBytes;

  /** A measured iteration waiting for its GC pauses, which are read at the end. */
  private record Pending(WallClockProbe.Window window, IterationMetrics withoutPauses) {}

  /**
   * A meter with its own GC monitor, which {@link #start()} starts and {@link #close()} stops, and
   * whose JFR recording is written to {@code gcRecording} (and deleted on closing).
   */
  public ForkMeter(Path gcRecording) {
    this(new GcPauseMonitor(gcRecording), true);
  }

  private ForkMeter(GcPauseMonitor gc, boolean ownsGc) {
    this.gc = gc;
    this.ownsGc = ownsGc;
  }

  /**
   * A second meter, for other threads measured in other iterations of the same fork (the
   * reference), that shares this meter's GC monitor: it needs no start, and closing it leaves the
   * monitor running.
   */
  public ForkMeter companion() {
    return new ForkMeter(gc, false);
  }

  /**
   * Starts watching GC pauses; JFR takes about half a second to start, so open and preload the
   * store meanwhile, then call {@link #awaitStarted}.
   */
  public void start() {
    if (ownsGc) {
      gc.start();
    }
  }

  /** Returns once the JFR recording runs: before the first iteration. */
  public void awaitStarted() throws InterruptedException {
    gc.awaitStarted();
  }

  /**
   * Ends the window of watched GC pauses after the last iteration, before the store is flushed and
   * closed: pauses from then on are not the iterations'.
   */
  public void endWatch() {
    gc.endWatch();
  }

  /** Adds a thread whose counters and recorders are read between iterations. */
  public void register(MeasuredThread thread) {
    threads.add(thread);
  }

  /**
   * Names the thread groups, in the order results list them, before their threads are registered
   * with {@link #register(MeasuredThread, String)}.
   */
  public void useGroups(List<String> names) {
    groups.addAll(names);
  }

  /** Adds a thread of group {@code group}, which {@link #useGroups} named. */
  public void register(MeasuredThread thread, String group) {
    if (!groups.contains(group)) {
      throw new IllegalArgumentException("no group '" + group + "' among " + groups);
    }
    groupOf.put(thread, group);
    register(thread);
  }

  /** Takes every probe's starting reading. */
  public void beginIteration() {
    probes.forEach(IterationProbe::begin);
  }

  /**
   * Called by each registered thread, on itself, as it begins an iteration (after {@link
   * #beginIteration}): its allocation and CPU time in the iteration are counted from here.
   */
  public void beginThread(MeasuredThread thread) {
    operationAllocatedBytes.markStart(thread);
    operationCpuNanos.markStart(thread);
  }

  /** Takes every probe's ending reading; only measured iterations are kept. */
  public void endIteration(boolean isMeasured) {
    WallClockProbe.Window iteration = window.end();
    long cpu = cpuNanos.end();
    long operationCpu = operationCpuNanos.end();
    long allocated = allocatedBytes.end();
    long allocatedByOperations = operationAllocatedBytes.end();
    long storageWrites = storageWriteBytes.end();
    long done = operations.end();
    Map<String, Long> doneByGroup = groupOperations.end();
    long logical = logicalBytes.end();
    IterationLatency histograms = latency.end();
    MemorySnapshot memoryAtEnd = memory.end();
    if (!isMeasured) {
      return;
    }
    measuredLogicalBytes += logical;
    measured.add(
        new Pending(
            iteration,
            new IterationMetrics(
                measured.size() + 1,
                done,
                iteration.wallNanos(),
                Map.of(
                    Probe.CPU_NANOS,
                    cpu,
                    Probe.OPERATION_CPU_NANOS,
                    operationCpu,
                    Probe.CORES,
                    (long) Runtime.getRuntime().availableProcessors(),
                    Probe.ALLOCATED_BYTES,
                    allocated,
                    Probe.OPERATION_ALLOCATED_BYTES,
                    allocatedByOperations,
                    Probe.STORAGE_WRITE_BYTES,
                    storageWrites),
                memoryAtEnd,
                new IterationMetrics.Latencies(
                    overall.addService(histograms.service()),
                    overall.addIntended(histograms.intended()),
                    groupIterations(doneByGroup, histograms.serviceByGroup())),
                IterationMetrics.Recorded.NONE)));
  }

  private Map<String, GroupIteration> groupIterations(
      Map<String, Long> operationsByGroup, Map<String, Map<Operation, Histogram>> latencyByGroup) {
    Map<String, GroupIteration> iteration = new LinkedHashMap<>();
    for (String group : groups) {
      Map<Operation, Histogram> latencyOfGroup = latencyByGroup.getOrDefault(group, Map.of());
      iteration.put(
          group,
          new GroupIteration(
              operationsByGroup.getOrDefault(group, 0L), overall.addGroup(group, latencyOfGroup)));
    }
    return iteration;
  }

  private long sum(java.util.function.ToLongFunction<MeasuredThread> counter) {
    return threads.stream().mapToLong(counter).sum();
  }

  /**
   * Stops the GC recording, attributes each pause to the iteration it started in, and returns the
   * whole result with the store's disk usage.
   */
  public MetricsResult finish(DiskUsage disk) {
    gc.collect();
    List<IterationMetrics> iterations = new ArrayList<>();
    for (Pending p : measured) {
      iterations.add(
          p.withoutPauses()
              .withRecorded(
                  new IterationMetrics.Recorded(
                      gc.pausesBetween(p.window().start(), p.window().end()),
                      gc.pausesByKindBetween(p.window().start(), p.window().end()),
                      gc.measuredBetween(p.window().start(), p.window().end()))));
    }
    Map<String, GroupLatency> groupLatency = new LinkedHashMap<>();
    for (String group : groups) {
      Map<Operation, Histogram> histograms = overall.group(group);
      int threadsOfGroup = (int) groupOf.values().stream().filter(group::equals).count();
      groupLatency.put(
          group,
          new GroupLatency(
              threadsOfGroup, Histograms.summaries(histograms), Histograms.encoded(histograms)));
    }
    return new MetricsResult(
        iterations,
        new MergedLatencies(
            Histograms.summaries(overall.service()),
            Histograms.summaries(overall.intended()),
            Histograms.encoded(overall.service()),
            Histograms.encoded(overall.intended()),
            groupLatency),
        new GcObservation(gc.startUptimeMillis(), gc.endUptimeMillis(), gc.allPauses()),
        disk,
        measuredLogicalBytes);
  }

  @Override
  public void close() {
    if (ownsGc) {
      gc.close();
    }
  }
}
