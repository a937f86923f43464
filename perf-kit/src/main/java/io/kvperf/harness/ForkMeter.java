package io.kvperf.harness;

import io.kvperf.api.DiskUsage;
import io.kvperf.api.GcObservation;
import io.kvperf.api.IterationMetrics;
import io.kvperf.api.LatencySummary;
import io.kvperf.api.MemorySnapshot;
import io.kvperf.api.MetricsResult;
import io.kvperf.workload.Operation;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;

/**
 * Measures a fork's iterations beside JMH's throughput: latency per operation type, GC pauses,
 * allocation, CPU, memory and storage writes, each per iteration, and the store's disk usage at the
 * end. Its methods are called between iterations, never while operations run.
 */
final class ForkMeter implements AutoCloseable {
  private final ProcessProbes probes = new ProcessProbes();
  private final GcPauseMonitor gc = new GcPauseMonitor();
  private final List<OperationExecutor> executors = new CopyOnWriteArrayList<>();
  private final Map<String, Histogram> overall = new TreeMap<>();
  private final List<Pending> measured = new ArrayList<>();
  private int cores;

  private Instant start;
  private long startNanos;
  private long startCpuNanos;
  private long startAllocatedBytes;
  private long startStorageWrites;
  private long startLogicalBytes;
  private long logicalBytes;
  private long startOperations;

  /** An iteration measured but not yet given its GC pauses, which JFR delivers later. */
  private record Pending(
      int index,
      Instant start,
      Instant end,
      long operations,
      long wallNanos,
      long cpuNanos,
      int cores,
      long allocatedBytes,
      MemorySnapshot memory,
      long storageWriteBytes,
      Map<String, LatencySummary> latency) {}

  /** Starts watching GC pauses; returns once the JFR stream delivers. */
  void start() throws InterruptedException {
    gc.start();
  }

  /** Adds a thread's executor, whose recorders and byte counts are read between iterations. */
  void register(OperationExecutor executor) {
    executors.add(executor);
  }

  void beginIteration() {
    for (OperationExecutor executor : executors) {
      for (Operation operation : Operation.values()) {
        executor.latency().takeInterval(operation);
        executor.intendedLatency().takeInterval(operation);
      }
      executor.restartSchedule();
    }
    cores = Runtime.getRuntime().availableProcessors();
    startLogicalBytes = logicalBytesWritten();
    startOperations = operationCount();
    startStorageWrites = probes.storageWriteBytes();
    startAllocatedBytes = probes.totalAllocatedBytes();
    startCpuNanos = probes.processCpuNanos();
    start = Instant.now();
    startNanos = System.nanoTime();
  }

  /** Ends an iteration; only measured iterations are kept. */
  void endIteration(boolean isMeasured) {
    long wallNanos = System.nanoTime() - startNanos;
    Instant end = Instant.now();
    long cpuNanos = probes.processCpuNanos() - startCpuNanos;
    long allocated = probes.totalAllocatedBytes() - startAllocatedBytes;
    long storageWrites = probes.storageWriteBytes();
    long logical = logicalBytesWritten() - startLogicalBytes;
    Map<String, LatencySummary> latency = new TreeMap<>();
    long operations = operationCount() - startOperations;
    for (Operation operation : Operation.values()) {
      Histogram service = merged(operation, OperationExecutor::latency);
      Histogram fromDue = merged(operation, OperationExecutor::intendedLatency);
      add(latency, name(operation), service, isMeasured);
      add(latency, name(operation) + INTENDED, fromDue, isMeasured);
    }
    if (isMeasured) {
      logicalBytes += logical;
      measured.add(
          new Pending(
              measured.size() + 1,
              start,
              end,
              operations,
              wallNanos,
              cpuNanos,
              cores,
              allocated,
              probes.memory(),
              storageWrites < 0 || startStorageWrites < 0 ? -1 : storageWrites - startStorageWrites,
              latency));
    }
  }

  /** Suffix of the open-loop latency from when operations were due. */
  static final String INTENDED = ".intended";

  private Histogram merged(
      Operation operation, java.util.function.Function<OperationExecutor, LatencyRecorders> which) {
    Histogram merged = new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS);
    for (OperationExecutor executor : executors) {
      merged.add(which.apply(executor).takeInterval(operation));
    }
    return merged;
  }

  private void add(
      Map<String, LatencySummary> latency, String name, Histogram interval, boolean isMeasured) {
    if (interval.getTotalCount() == 0) {
      return;
    }
    latency.put(name, summary(interval));
    if (isMeasured) {
      overall
          .computeIfAbsent(name, n -> new Histogram(LatencyRecorders.SIGNIFICANT_DIGITS))
          .add(interval);
    }
  }

  private long operationCount() {
    return executors.stream().mapToLong(OperationExecutor::operations).sum();
  }

  private long logicalBytesWritten() {
    return executors.stream().mapToLong(OperationExecutor::bytesWritten).sum();
  }

  /**
   * Waits for the last GC events, attributes each pause to the iteration it started in, and returns
   * the whole result with the store's disk usage.
   */
  MetricsResult finish(DiskUsage disk) throws InterruptedException {
    gc.drain();
    List<IterationMetrics> iterations = new ArrayList<>();
    for (Pending p : measured) {
      iterations.add(
          new IterationMetrics(
              p.index(),
              p.operations(),
              p.wallNanos(),
              p.cpuNanos(),
              p.cores(),
              p.allocatedBytes(),
              gc.pausesBetween(p.start(), p.end()),
              p.memory(),
              p.storageWriteBytes(),
              p.latency()));
    }
    Map<String, LatencySummary> latency = new TreeMap<>();
    Map<String, String> histograms = new TreeMap<>();
    overall.forEach(
        (name, histogram) -> {
          latency.put(name, summary(histogram));
          histograms.put(name, encode(histogram));
        });
    return new MetricsResult(
        iterations,
        latency,
        histograms,
        new GcObservation(gc.startUptimeMillis(), gc.endUptimeMillis(), gc.allPauses()),
        disk,
        logicalBytes);
  }

  static String name(Operation operation) {
    return switch (operation) {
      case READ_MODIFY_WRITE -> "readModifyWrite";
      case REVERSE_SCAN -> "reverseScan";
      default -> operation.name().toLowerCase(Locale.ROOT);
    };
  }

  static LatencySummary summary(Histogram histogram) {
    return new LatencySummary(
        histogram.getTotalCount(),
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(90),
        histogram.getValueAtPercentile(99),
        histogram.getValueAtPercentile(99.9),
        histogram.getValueAtPercentile(99.99),
        histogram.getMaxValue());
  }

  private static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
  }

  @Override
  public void close() {
    gc.close();
  }
}
