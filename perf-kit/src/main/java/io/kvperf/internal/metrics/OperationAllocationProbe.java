package io.kvperf.internal.metrics;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Heap bytes allocated in an iteration by the threads that issue operations, summed. Each thread
 * marks its own counter as it begins the iteration ({@link #markStart}), after the meter's {@link
 * #begin}; {@link #end} reads every marked thread's counter while the threads wait at JMH's
 * barrier. Unlike the process's allocation, it leaves out what an engine's background threads
 * allocate (compaction, flushing), which depends on how much of an iteration the CPU lets them run:
 * an engine that compacts on a slower CPU allocates more per operation in the process, not in the
 * threads that issue the operations.
 */
final class OperationAllocationProbe implements IterationProbe<Long> {
  /** Where a thread's count starts: its id, and its allocated bytes then. */
  private record Mark(long threadId, long startBytes) {}

  private final com.sun.management.ThreadMXBean counters = ProcessProbes.allocationCounters();
  private final List<MeasuredThread> threads;
  private final Map<MeasuredThread, Mark> marks = new ConcurrentHashMap<>();

  /** Over the meter's {@code threads}, which it registers as they start. */
  OperationAllocationProbe(List<MeasuredThread> threads) {
    this.threads = threads;
  }

  /** Called on {@code thread}'s own thread as it begins the iteration. */
  void markStart(MeasuredThread thread) {
    if (!threads.contains(thread)) {
      throw new IllegalArgumentException("marking a thread the meter does not measure: " + thread);
    }
    marks.put(
        thread,
        new Mark(Thread.currentThread().getId(), counters.getCurrentThreadAllocatedBytes()));
  }

  /** Forgets the previous iteration's marks. */
  @Override
  public void begin() {
    marks.clear();
  }

  /**
   * The bytes the marked threads allocated since their marks, or -1 if a measured thread did not
   * mark its start or the JVM cannot tell (its counter reads -1).
   */
  @Override
  public Long end() {
    if (!marks.keySet().containsAll(threads)) {
      return -1L;
    }
    long bytes = 0;
    for (Mark mark : marks.values()) {
      long now = counters.getThreadAllocatedBytes(mark.threadId());
      if (now < 0 || mark.startBytes() < 0) {
        return -1L;
      }
      bytes += now - mark.startBytes();
    }
    return bytes;
  }
}
