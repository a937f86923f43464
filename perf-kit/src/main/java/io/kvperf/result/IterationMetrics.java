package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What one measured iteration cost, measured inside the forked JVM.
 *
 * @param index the measured iteration, from 1
 * @param operations operations completed, all threads
 * @param wallNanos wall time of the iteration
 * @param cpuNanos CPU time of the whole process during it, every thread's (the engine's native
 *     background threads included)
 * @param operationCpuNanos CPU time (user and system) during it of the threads that issue the
 *     operations, each counted from when it began the iteration: not the time they were stopped by
 *     a GC pause or waited for a core, nor the engine's background threads'. -1 where the JVM
 *     cannot tell
 * @param cores processors available to the fork
 * @param allocatedBytes heap bytes allocated by all threads of the fork during it
 * @param operationAllocatedBytes heap bytes allocated during it by the threads that issue the
 *     operations, each counted from when it began the iteration; an engine's background threads are
 *     left out. -1 where the JVM cannot tell
 * @param gcPauseNanos every stop-the-world GC pause that started during it
 * @param memory memory at its end
 * @param storageWriteBytes bytes the process caused to be written to storage ({@code /proc/self/io}
 *     write_bytes), or -1 where the OS does not tell
 * @param latency service latency per operation type: from the store call's start to its end
 * @param intendedLatency open-loop only (empty otherwise): latency per operation type from when the
 *     operation was due, which counts the time it waited behind a slow one
 * @param groups per thread group of a workload that declares groups, in declaration order, its
 *     operations and latency; empty otherwise
 * @param gcPausesByKind the GC pauses that started during it, summed up by the kind of collection
 *     they belonged to; empty without pauses (and in results written before it)
 * @param measured what it measured by name: for each statistic measured from JFR events ({@link
 *     Statistic#jfrSpan()}), the spans' summed durations in nanoseconds; empty where none was
 *     recorded (and in results written before it)
 */
public record IterationMetrics(
    int index,
    long operations,
    long wallNanos,
    long cpuNanos,
    long operationCpuNanos,
    int cores,
    long allocatedBytes,
    long operationAllocatedBytes,
    List<Long> gcPauseNanos,
    MemorySnapshot memory,
    long storageWriteBytes,
    Map<Operation, LatencySummary> latency,
    Map<Operation, LatencySummary> intendedLatency,
    Map<String, GroupIteration> groups,
    Map<GcPauseKind, PauseStats> gcPausesByKind,
    Map<Statistic, Long> measured)
    implements Serializable {

  /** Copies the collections, keeping the groups' order. */
  public IterationMetrics {
    gcPauseNanos = List.copyOf(gcPauseNanos);
    gcPausesByKind =
        gcPausesByKind == null || gcPausesByKind.isEmpty()
            ? Map.of()
            : Collections.unmodifiableMap(new EnumMap<>(gcPausesByKind));
    latency = Operations.copy(latency);
    intendedLatency = Operations.copy(intendedLatency);
    groups = Collections.unmodifiableMap(new LinkedHashMap<>(groups));
    measured =
        measured == null || measured.isEmpty()
            ? Map.of()
            : Collections.unmodifiableMap(new EnumMap<>(measured));
  }

  /** This iteration numbered {@code newIndex}, as when several forks' iterations are pooled. */
  public IterationMetrics withIndex(int newIndex) {
    return with(newIndex, gcPauseNanos, gcPausesByKind, measured);
  }

  /**
   * This iteration with what JFR recorded during it, which is read after the last iteration: the GC
   * pauses that started during it, their summaries by kind, and the statistics measured by name.
   */
  public IterationMetrics withRecorded(
      List<Long> pauseNanos,
      Map<GcPauseKind, PauseStats> pausesByKind,
      Map<Statistic, Long> recorded) {
    return with(index, pauseNanos, pausesByKind, recorded);
  }

  /**
   * This iteration numbered {@code newIndex}, with {@code pauseNanos}, {@code pausesByKind} and
   * {@code recorded} as what JFR recorded during it; the rest as it is.
   */
  private IterationMetrics with(
      int newIndex,
      List<Long> pauseNanos,
      Map<GcPauseKind, PauseStats> pausesByKind,
      Map<Statistic, Long> recorded) {
    return new IterationMetrics(
        newIndex,
        operations,
        wallNanos,
        cpuNanos,
        operationCpuNanos,
        cores,
        allocatedBytes,
        operationAllocatedBytes,
        pauseNanos,
        memory,
        storageWriteBytes,
        latency,
        intendedLatency,
        groups,
        pausesByKind,
        recorded);
  }

  /**
   * What it measured of {@code statistic} by name, in nanoseconds ({@link #measured}), if it was
   * recorded.
   */
  public OptionalLong measured(Statistic statistic) {
    Long value = measured.get(statistic);
    return value == null ? OptionalLong.empty() : OptionalLong.of(value);
  }

  /** Heap bytes allocated per operation, all threads. */
  public double allocationPerOpBytes() {
    return operations == 0 ? Double.NaN : allocatedBytes / (double) operations;
  }

  /** Heap bytes allocated per operation by the threads that issue them; NaN where unknown. */
  public double operationAllocationPerOpBytes() {
    return operations == 0 || operationAllocatedBytes < 0
        ? Double.NaN
        : operationAllocatedBytes / (double) operations;
  }

  /**
   * CPU time per operation of the threads that issue them, in nanoseconds; NaN where unknown. A
   * figure a neighbour process or a GC pause hardly moves, but blind to work an engine hands to its
   * background threads and to time spent waiting for storage.
   */
  public double operationCpuPerOpNanos() {
    return operations == 0 || operationCpuNanos < 0
        ? Double.NaN
        : operationCpuNanos / (double) operations;
  }

  /** Process CPU time over wall time times cores, 0–1 (the HestiaStore seed's "CPU usage"). */
  public double cpuUsage() {
    return cpuNanos / ((double) wallNanos * cores);
  }

  /** The longest GC pause of the iteration, zero without any. */
  public Duration gcMaxPause() {
    return Duration.ofNanos(gcPauseNanos.stream().mapToLong(Long::longValue).max().orElse(0));
  }

  /** The sum of the GC pauses of the iteration. */
  public Duration gcTotalPause() {
    return Duration.ofNanos(gcPauseNanos.stream().mapToLong(Long::longValue).sum());
  }
}
