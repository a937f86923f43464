package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The operation threads' allocation and CPU time: each thread marks itself, the meter reads them
 * all.
 */
class OperationThreadsProbeTest {
  private static final int MEBIBYTE = 1 << 20;

  /** A thread that issues no operations; only its identity matters here. */
  private static final class Idle implements MeasuredThread {
    @Override
    public long operations() {
      return 0;
    }

    @Override
    public long bytesWritten() {
      return 0;
    }

    @Override
    public LatencyRecorders serviceLatency() {
      return new LatencyRecorders();
    }

    @Override
    public LatencyRecorders intendedLatency() {
      return new LatencyRecorders();
    }
  }

  private static volatile byte[] kept;

  /** Marks {@code thread} on a thread of its own, which then allocates {@code bytes} and ends. */
  private static void runMarked(OperationThreadsProbe probe, MeasuredThread thread, int bytes)
      throws InterruptedException {
    Thread worker =
        new Thread(
            () -> {
              probe.markStart(thread);
              kept = new byte[bytes - 16];
            });
    worker.start();
    worker.join();
  }

  @Test
  void sumsWhatEachMarkedThreadAllocatedSinceItsMarkAndNoOtherThreads()
      throws InterruptedException {
    List<MeasuredThread> threads = new CopyOnWriteArrayList<>(List.of(new Idle(), new Idle()));
    OperationThreadsProbe probe = OperationThreadsProbe.allocatedBytes(threads);
    kept = new byte[8 * MEBIBYTE]; // before the iteration, and on this thread: not counted
    probe.begin();
    // A thread that ended leaves its count to the process; keep both alive until the end.
    Object gate = new Object();
    Thread[] workers = new Thread[2];
    for (int i = 0; i < 2; i++) {
      MeasuredThread thread = threads.get(i);
      int bytes = (i + 1) * MEBIBYTE;
      workers[i] =
          new Thread(
              () -> {
                probe.markStart(thread);
                kept = new byte[bytes - 16];
                synchronized (gate) {
                  try {
                    gate.wait();
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  }
                }
              });
      workers[i].start();
    }
    while (workers[0].getState() != Thread.State.WAITING
        || workers[1].getState() != Thread.State.WAITING) {
      Thread.onSpinWait();
    }
    kept = new byte[8 * MEBIBYTE]; // on the meter's thread: not counted
    long bytes = probe.end();
    synchronized (gate) {
      gate.notifyAll();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    assertThat(bytes).isBetween(3L * MEBIBYTE, 3L * MEBIBYTE + 64 * 1024);
  }

  @Test
  void aThreadThatDidNotMarkItsStartOrHasEndedMakesTheFigureUnknown() throws InterruptedException {
    List<MeasuredThread> threads = new CopyOnWriteArrayList<>(List.of(new Idle(), new Idle()));
    OperationThreadsProbe probe = OperationThreadsProbe.allocatedBytes(threads);
    probe.begin();
    runMarked(probe, threads.get(0), MEBIBYTE);
    assertThat(probe.end()).as("the second thread never marked").isEqualTo(-1L);

    probe.begin();
    runMarked(probe, threads.get(0), MEBIBYTE);
    runMarked(probe, threads.get(1), MEBIBYTE);
    assertThat(probe.end()).as("both ended: their counters read -1").isEqualTo(-1L);

    probe.begin();
    assertThat(probe.end()).as("a new iteration forgets the old marks").isEqualTo(-1L);
    assertThat(OperationThreadsProbe.allocatedBytes(List.of()).end()).isZero();
  }

  @Test
  void countsTheCpuTimeEachMarkedThreadSpentNotTheTimeItWaitedOrTheMetersOwn()
      throws InterruptedException {
    List<MeasuredThread> threads = new CopyOnWriteArrayList<>(List.of(new Idle(), new Idle()));
    OperationThreadsProbe probe = OperationThreadsProbe.cpuNanos(threads);
    long busyNanos = 40_000_000;
    CountDownLatch marked = new CountDownLatch(2);
    CountDownLatch release = new CountDownLatch(1);
    probe.begin();
    Thread busy =
        new Thread(
            () -> {
              probe.markStart(threads.get(0));
              java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
              long start = mx.getCurrentThreadCpuTime();
              while (mx.getCurrentThreadCpuTime() - start < busyNanos) {
                Thread.onSpinWait();
              }
              marked.countDown();
              awaitQuietly(release);
            });
    Thread sleeping =
        new Thread(
            () -> {
              probe.markStart(threads.get(1));
              marked.countDown();
              awaitQuietly(release); // waits, as a thread does at JMH's barrier
            });
    busy.start();
    sleeping.start();
    marked.await();
    long meterStart = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    while (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - meterStart < busyNanos) {
      Thread.onSpinWait(); // the meter's own CPU: not counted
    }
    long cpuNanos = probe.end();
    release.countDown();
    busy.join();
    sleeping.join();
    assertThat(cpuNanos).isBetween(busyNanos, busyNanos + 20_000_000);
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aThreadTheMeterDoesNotMeasureCannotMark() {
    OperationThreadsProbe probe = OperationThreadsProbe.allocatedBytes(List.of(new Idle()));
    assertThatThrownBy(() -> probe.markStart(new Idle()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("marking a thread the meter does not measure");
  }
}
