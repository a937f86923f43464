package io.kvperf.result;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a {@link MetricKey} measures, with its unit and the name it is stored under. Statistics of
 * one operation type ({@link #perOperation()}) are keyed with the type; the others describe the
 * whole run.
 */
public enum Statistic {
  /** The 99th percentile of the service latency: from the store call's start to its end. */
  P99_LATENCY(Unit.NANOSECONDS, true, "p99Nanos", "p99 latency"),
  /** Open-loop: the 99th percentile of the latency from when each operation was due. */
  INTENDED_P99_LATENCY(Unit.NANOSECONDS, true, "intended.p99Nanos", "p99 latency from when due"),
  /** Heap bytes allocated per operation, all threads of the fork. */
  ALLOCATION_PER_OP(
      Unit.BYTES_PER_OPERATION, false, "allocation.bytesPerOp", "allocation per operation"),
  /**
   * Heap bytes allocated per operation by the threads that issue the operations: an engine's
   * background threads (compaction, flushing), which allocate as fast as the CPU lets them run, are
   * left out.
   */
  OPERATION_ALLOCATION_PER_OP(
      Unit.BYTES_PER_OPERATION,
      false,
      "allocation.operationThreads.bytesPerOp",
      "allocation per operation in the operation threads"),
  /**
   * CPU time per operation of the threads that issue the operations: not the time they were stopped
   * by a GC pause or waited for a core behind another process, nor the engine's background threads'
   * work.
   */
  OPERATION_CPU_PER_OP(
      Unit.NANOSECONDS_PER_OPERATION,
      false,
      "cpu.operationThreads.nanosPerOp",
      "CPU time per operation in the operation threads"),
  /** The store's directory once flushed and closed. */
  OCCUPIED_SPACE(Unit.BYTES, false, "disk.occupiedBytes", "occupied disk space"),
  /** Stop-the-world GC pauses per million operations in the measured iterations. */
  GC_PAUSES_PER_OPERATION(
      Unit.PER_MILLION_OPERATIONS,
      false,
      "gc.pausesPerMillionOps",
      "GC pauses per million operations"),
  /** Bytes written to storage per byte of keys and values written, in the measured iterations. */
  WRITE_AMPLIFICATION(
      Unit.BYTES_PER_BYTE, false, "storage.writeAmplification", "write amplification"),
  /** Bytes the OS wrote to storage per operation, in the measured iterations. */
  STORAGE_BYTES_WRITTEN_PER_OP(
      Unit.BYTES_PER_OPERATION,
      false,
      "storage.bytesWrittenPerOp",
      "bytes written to storage per operation"),
  /** Time the JVM stood at safepoints per second of the measured iterations' wall time. */
  SAFEPOINT_TIME_PER_SECOND(
      "jvm.safepointNanosPerSecond",
      "safepoint time per second",
      JfrSpan.between("jdk.SafepointBegin", "jdk.SafepointEnd", "safepointId"));

  private final Unit unit;
  private final boolean perOperation;
  private final String storedName;
  private final String label;
  private final JfrSpan jfrSpan;

  Statistic(Unit unit, boolean perOperation, String storedName, String label) {
    this(unit, perOperation, storedName, label, null);
  }

  /**
   * A statistic of the whole run measured by name: the fork's JFR recording sums the spans of
   * {@code jfrSpan} that began in each measured iteration ({@link IterationMetrics#measured}), and
   * the figure is that time per second of measured wall time, in nanoseconds.
   */
  Statistic(String storedName, String label, JfrSpan jfrSpan) {
    this(Unit.NANOSECONDS_PER_SECOND, false, storedName, label, jfrSpan);
  }

  Statistic(Unit unit, boolean perOperation, String storedName, String label, JfrSpan jfrSpan) {
    this.unit = unit;
    this.perOperation = perOperation;
    this.storedName = storedName;
    this.label = label;
    this.jfrSpan = jfrSpan;
  }

  /**
   * The JFR events whose spans measure it, e.g. from {@code jdk.SafepointBegin} to {@code
   * jdk.SafepointEnd}, if it is measured by name rather than by the kit's own probes.
   */
  public Optional<JfrSpan> jfrSpan() {
    return Optional.ofNullable(jfrSpan);
  }

  /** The statistics measured by name, from JFR events ({@link #jfrSpan()}). */
  public static List<Statistic> measuredByName() {
    return Arrays.stream(values()).filter(s -> s.jfrSpan != null).toList();
  }

  /** How messages name it, e.g. {@code p99 latency}. */
  public String label() {
    return label;
  }

  /** The unit of its values. */
  public Unit unit() {
    return unit;
  }

  /** Whether it is measured per operation type (and keyed with one). */
  public boolean perOperation() {
    return perOperation;
  }

  /**
   * Whether the machine's speed leaves it alone, so that a baseline recorded on another CPU, under
   * the same JVM, flags and heap, can judge it: what is allocated, stored, paused for and written
   * is, and a time (a latency, CPU or safepoint time) is not.
   */
  public boolean machineIndependent() {
    return !unit.isTime();
  }

  /** Its part of a key's stored name. */
  String storedName() {
    return storedName;
  }
}
