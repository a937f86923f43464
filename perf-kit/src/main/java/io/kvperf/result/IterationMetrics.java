package io.kvperf.result;

import io.kvperf.api.Operation;
import java.io.Serializable;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * What one measured iteration cost, measured inside the forked JVM. The kit's own probes are kept
 * by name ({@link #probes}), as what the fork's JFR recording measured is ({@link
 * Recorded#measured}), so a new measurement is a new name, not a new component.
 *
 * @param index the measured iteration, from 1
 * @param operations operations completed, all threads
 * @param wallNanos wall time of the iteration
 * @param probes what the kit's probes counted during it, by {@link Probe}; a probe the JVM or the
 *     OS cannot read here is absent
 * @param memory memory at its end
 * @param latencies its operations' latencies
 * @param recorded what the fork's JFR recording held for it, which is read after the last iteration
 */
public record IterationMetrics(
    int index,
    long operations,
    long wallNanos,
    Map<Probe, Long> probes,
    MemorySnapshot memory,
    Latencies latencies,
    Recorded recorded)
    implements Serializable {

  /** A count the kit's probes take of each measured iteration. */
  public enum Probe {
    /**
     * CPU time of the whole process, every thread's (the engine's native background threads
     * included), in nanoseconds.
     */
    CPU_NANOS,
    /**
     * CPU time (user and system) of the threads that issue the operations, each counted from when
     * it began the iteration, in nanoseconds: not the time they were stopped by a GC pause or
     * waited for a core, nor the engine's background threads'.
     */
    OPERATION_CPU_NANOS,
    /** The processors available to the fork. */
    CORES,
    /** Heap bytes allocated by all threads of the fork. */
    ALLOCATED_BYTES,
    /**
     * Heap bytes allocated by the threads that issue the operations, each counted from when it
     * began the iteration; an engine's background threads are left out.
     */
    OPERATION_ALLOCATED_BYTES,
    /** Bytes the process caused to be written to storage ({@code /proc/self/io} write_bytes). */
    STORAGE_WRITE_BYTES
  }

  /**
   * The latencies of one iteration's operations.
   *
   * @param service service latency per operation type: from the store call's start to its end
   * @param intended open-loop only (empty otherwise): latency per operation type from when the
   *     operation was due, which counts the time it waited behind a slow one
   * @param groups per thread group of a workload that declares groups, in declaration order, its
   *     operations and latency; empty otherwise
   */
  public record Latencies(
      Map<Operation, LatencySummary> service,
      Map<Operation, LatencySummary> intended,
      Map<String, GroupIteration> groups)
      implements Serializable {
    /** Copies the maps, keeping the groups' order. */
    public Latencies {
      service = Operations.copy(service);
      intended = Operations.copy(intended);
      groups = Collections.unmodifiableMap(new LinkedHashMap<>(groups));
    }
  }

  /**
   * What the fork's JFR recording held for one iteration.
   *
   * @param gcPauseNanos every stop-the-world GC pause that started during it
   * @param gcPausesByKind those pauses summed up by the kind of collection they belonged to; empty
   *     without pauses (and in results written before it)
   * @param measured for each statistic measured from JFR events ({@link Statistic#jfrSpan()}), the
   *     spans' summed durations in nanoseconds; empty where none was recorded
   */
  public record Recorded(
      List<Long> gcPauseNanos,
      Map<GcPauseKind, PauseStats> gcPausesByKind,
      Map<Statistic, Long> measured)
      implements Serializable {
    /** Nothing recorded. */
    public static final Recorded NONE = new Recorded(List.of(), Map.of(), Map.of());

    /** Copies the collections. */
    public Recorded {
      gcPauseNanos = List.copyOf(gcPauseNanos);
      gcPausesByKind = enumCopy(gcPausesByKind);
      measured = enumCopy(measured);
    }
  }

  /** Copies the collections; a probe's negative count (unknown) is left out. */
  public IterationMetrics {
    EnumMap<Probe, Long> known = new EnumMap<>(Probe.class);
    Objects.requireNonNull(probes, "probes")
        .forEach(
            (probe, count) -> {
              if (count >= 0) {
                known.put(probe, count);
              }
            });
    probes = Collections.unmodifiableMap(known);
    Objects.requireNonNull(memory, "memory");
    Objects.requireNonNull(latencies, "latencies");
    Objects.requireNonNull(recorded, "recorded");
  }

  private static <K extends Enum<K>, V> Map<K, V> enumCopy(Map<K, V> map) {
    return map == null || map.isEmpty()
        ? Map.of()
        : Collections.unmodifiableMap(new EnumMap<>(map));
  }

  /** This iteration numbered {@code newIndex}, as when several forks' iterations are pooled. */
  public IterationMetrics withIndex(int newIndex) {
    return new IterationMetrics(
        newIndex, operations, wallNanos, probes, memory, latencies, recorded);
  }

  /** This iteration with what JFR recorded during it, which is read after the last iteration. */
  public IterationMetrics withRecorded(Recorded jfr) {
    return new IterationMetrics(index, operations, wallNanos, probes, memory, latencies, jfr);
  }

  /** What {@code probe} counted during it, or -1 where it could not be read. */
  public long probe(Probe probe) {
    return probes.getOrDefault(probe, -1L);
  }

  /**
   * CPU time of the whole process during it, every thread's (the engine's native background threads
   * included); -1 where the JVM cannot tell.
   */
  public long cpuNanos() {
    return probe(Probe.CPU_NANOS);
  }

  /**
   * CPU time of the threads that issue the operations ({@link Probe#OPERATION_CPU_NANOS}); or -1.
   */
  public long operationCpuNanos() {
    return probe(Probe.OPERATION_CPU_NANOS);
  }

  /** Processors available to the fork. */
  public int cores() {
    return (int) probe(Probe.CORES);
  }

  /** Heap bytes allocated by all threads of the fork during it; -1 where the JVM cannot tell. */
  public long allocatedBytes() {
    return probe(Probe.ALLOCATED_BYTES);
  }

  /**
   * Heap bytes allocated by the operation threads ({@link Probe#OPERATION_ALLOCATED_BYTES}); or -1.
   */
  public long operationAllocatedBytes() {
    return probe(Probe.OPERATION_ALLOCATED_BYTES);
  }

  /** Bytes the process caused to be written to storage, or -1 where the OS does not tell. */
  public long storageWriteBytes() {
    return probe(Probe.STORAGE_WRITE_BYTES);
  }

  /** Service latency per operation type ({@link Latencies#service}). */
  public Map<Operation, LatencySummary> latency() {
    return latencies.service();
  }

  /**
   * Open-loop only: latency per operation type from when it was due ({@link Latencies#intended}).
   */
  public Map<Operation, LatencySummary> intendedLatency() {
    return latencies.intended();
  }

  /** Per thread group, its operations and latency ({@link Latencies#groups}). */
  public Map<String, GroupIteration> groups() {
    return latencies.groups();
  }

  /** Every stop-the-world GC pause that started during it. */
  public List<Long> gcPauseNanos() {
    return recorded.gcPauseNanos();
  }

  /** The GC pauses that started during it, by the kind of collection. */
  public Map<GcPauseKind, PauseStats> gcPausesByKind() {
    return recorded.gcPausesByKind();
  }

  /** What it measured by name from JFR events ({@link Recorded#measured}). */
  public Map<Statistic, Long> measured() {
    return recorded.measured();
  }

  /**
   * What it measured of {@code statistic} by name, in nanoseconds ({@link #measured()}), if it was
   * recorded.
   */
  public OptionalLong measured(Statistic statistic) {
    Long value = measured().get(statistic);
    return value == null ? OptionalLong.empty() : OptionalLong.of(value);
  }

  /** Heap bytes allocated per operation, all threads. */
  public double allocationPerOpBytes() {
    return operations == 0 ? Double.NaN : allocatedBytes() / (double) operations;
  }

  /** Heap bytes allocated per operation by the threads that issue them; NaN where unknown. */
  public double operationAllocationPerOpBytes() {
    return operations == 0 || operationAllocatedBytes() < 0
        ? Double.NaN
        : operationAllocatedBytes() / (double) operations;
  }

  /**
   * CPU time per operation of the threads that issue them, in nanoseconds; NaN where unknown. A
   * figure a neighbour process or a GC pause hardly moves, but blind to work an engine hands to its
   * background threads and to time spent waiting for storage.
   */
  public double operationCpuPerOpNanos() {
    return operations == 0 || operationCpuNanos() < 0
        ? Double.NaN
        : operationCpuNanos() / (double) operations;
  }

  /** Process CPU time over wall time times cores, 0–1 (the HestiaStore seed's "CPU usage"). */
  public double cpuUsage() {
    return cpuNanos() / ((double) wallNanos * cores());
  }

  /** The longest GC pause of the iteration, zero without any. */
  public Duration gcMaxPause() {
    return Duration.ofNanos(gcPauseNanos().stream().mapToLong(Long::longValue).max().orElse(0));
  }

  /** The sum of the GC pauses of the iteration. */
  public Duration gcTotalPause() {
    return Duration.ofNanos(gcPauseNanos().stream().mapToLong(Long::longValue).sum());
  }
}
