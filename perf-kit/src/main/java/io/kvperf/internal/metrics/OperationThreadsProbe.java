package io.kvperf.internal.metrics;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;

/**
 * A per-thread counter summed over the threads that issue operations in an iteration: heap bytes
 * allocated, or CPU time. Each thread marks its own counter as it begins the iteration ({@link
 * #markStart}), after the meter's {@link #begin}; {@link #end} reads every marked thread's counter
 * while the threads wait at JMH's barrier. Unlike the process's figure, it leaves out what an
 * engine's background threads do (compaction, flushing), which depends on how much of an iteration
 * the CPU lets them run, and, for CPU time, the time the threads were stopped by a GC pause or
 * waited for a core behind another process.
 */
final class OperationThreadsProbe implements IterationProbe<Long> {
  /** Where a thread's count starts: its id, and its counter then. */
  private record Mark(long threadId, long start) {}

  private final List<MeasuredThread> threads;
  private final LongSupplier currentThread;
  private final LongUnaryOperator byThreadId;
  private final Map<MeasuredThread, Mark> marks = new ConcurrentHashMap<>();

  private OperationThreadsProbe(
      List<MeasuredThread> threads, LongSupplier currentThread, LongUnaryOperator byThreadId) {
    this.threads = threads;
    this.currentThread = currentThread;
    this.byThreadId = byThreadId;
  }

  /** Heap bytes allocated by the meter's {@code threads}, which it registers as they start. */
  static OperationThreadsProbe allocatedBytes(List<MeasuredThread> threads) {
    com.sun.management.ThreadMXBean counters = ProcessProbes.allocationCounters();
    return new OperationThreadsProbe(
        threads, counters::getCurrentThreadAllocatedBytes, counters::getThreadAllocatedBytes);
  }

  /**
   * CPU time (user and system) of the meter's {@code threads}, in nanoseconds; each counter reads
   * -1 where the JVM cannot tell.
   */
  static OperationThreadsProbe cpuNanos(List<MeasuredThread> threads) {
    java.lang.management.ThreadMXBean counters = ManagementFactory.getThreadMXBean();
    if (!counters.isCurrentThreadCpuTimeSupported() || !counters.isThreadCpuTimeSupported()) {
      return new OperationThreadsProbe(threads, () -> -1, id -> -1);
    }
    if (!counters.isThreadCpuTimeEnabled()) {
      counters.setThreadCpuTimeEnabled(true);
    }
    return new OperationThreadsProbe(
        threads, counters::getCurrentThreadCpuTime, counters::getThreadCpuTime);
  }

  /** Called on {@code thread}'s own thread as it begins the iteration. */
  void markStart(MeasuredThread thread) {
    if (!threads.contains(thread)) {
      throw new IllegalArgumentException("marking a thread the meter does not measure: " + thread);
    }
    marks.put(thread, new Mark(Thread.currentThread().getId(), currentThread.getAsLong()));
  }

  /** Forgets the previous iteration's marks. */
  @Override
  public void begin() {
    marks.clear();
  }

  /**
   * The sum over the marked threads of their counters' rise since their marks, or -1 if a measured
   * thread did not mark its start or the JVM cannot tell (its counter reads -1).
   */
  @Override
  public Long end() {
    if (!marks.keySet().containsAll(threads)) {
      return -1L;
    }
    long sum = 0;
    for (Mark mark : marks.values()) {
      long now = byThreadId.applyAsLong(mark.threadId());
      if (now < 0 || mark.start() < 0) {
        return -1L;
      }
      sum += now - mark.start();
    }
    return sum;
  }
}
