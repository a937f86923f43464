package io.kvperf.internal.run;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A CPU load the kit puts beside some of a baseline update's forks, so that the calibration sees
 * the machine slowed as a neighbour's build slows it, and can measure how the engine's speed
 * follows the reference's there instead of assuming it (docs/gate.md, "The kit's own load"). One
 * thread per processor, in the test JVM beside the fork: each walks an array larger than a core's
 * L2 cache at random, so that the fork loses both CPU time and cache, as beside a build.
 */
final class CpuLoad {
  /** The longs each thread walks: 1 MiB, more than a core's L2 cache on the machines measured. */
  private static final int WORKING_SET_LONGS = 1 << 17;

  private final AtomicBoolean running = new AtomicBoolean(true);
  private final List<Thread> threads = new ArrayList<>();

  private CpuLoad(int threadCount, long seed) {
    for (int i = 0; i < threadCount; i++) {
      long threadSeed = seed + i;
      Thread thread = new Thread(() -> spin(threadSeed), "kvperf-calibration-load-" + i);
      thread.setDaemon(true);
      threads.add(thread);
    }
    threads.forEach(Thread::start);
  }

  /**
   * Does {@code work} beside a load of one thread per processor, its walk drawn from {@code seed},
   * and stops the load when the work ends.
   */
  static <T> T during(long seed, Supplier<T> work) {
    CpuLoad load = new CpuLoad(Runtime.getRuntime().availableProcessors(), seed);
    try {
      return work.get();
    } finally {
      load.close();
    }
  }

  /**
   * Which of {@code forks} forks run beside the load: in blocks of two forks, one with it and one
   * without, which goes first drawn from {@code seed}, so that a drift across the run weighs on
   * both kinds alike.
   */
  static List<Boolean> pattern(long seed, int forks) {
    BalancedOrder order = new BalancedOrder(seed);
    List<Boolean> loaded = new ArrayList<>();
    while (loaded.size() < forks) {
      boolean first = order.nextFirstSideFirst();
      loaded.add(first);
      if (loaded.size() < forks) {
        loaded.add(!first);
      }
    }
    return loaded;
  }

  private void spin(long seed) {
    long[] memory = new long[WORKING_SET_LONGS];
    SplittableRandom random = new SplittableRandom(seed);
    long sum = 0;
    while (running.get()) {
      for (int i = 0; i < 4096; i++) {
        int slot = random.nextInt(memory.length);
        memory[slot] += sum + i;
        sum ^= memory[(slot * 31 + 7) & (memory.length - 1)];
      }
    }
    // Keeps the walk from being optimised away; the array is the thread's own.
    memory[0] = sum;
  }

  /** Stops the load and waits for its threads. */
  private void close() {
    running.set(false);
    for (Thread thread : threads) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
