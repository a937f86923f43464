package io.kvperf.engines.rocksdb;

/**
 * A fixed amount of CPU work: {@code steps} rounds of an xorshift generator, whose last state is
 * kept so that the JIT cannot drop the loop. Single-threaded use only (the tests' forks).
 */
final class CpuBurn {
  private static final long CALIBRATION_STEPS = 20_000_000;

  private final long steps;
  private long state = 0x9E3779B97F4A7C15L;

  CpuBurn(long steps) {
    this.steps = steps;
  }

  /** The steps that take about {@code nanos} here, from the best of five timed runs of the loop. */
  static long stepsFor(long nanos) {
    if (nanos <= 0) {
      return 0;
    }
    CpuBurn probe = new CpuBurn(CALIBRATION_STEPS);
    long best = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      long start = System.nanoTime();
      probe.run();
      best = Math.min(best, System.nanoTime() - start);
    }
    probe.check();
    return Math.max(1, Math.round(nanos * (double) CALIBRATION_STEPS / best));
  }

  void run() {
    long x = state;
    for (long i = 0; i < steps; i++) {
      x ^= x << 13;
      x ^= x >>> 7;
      x ^= x << 17;
    }
    state = x;
  }

  /** Reads the state, so that the work is never optimised away. */
  void check() {
    if (state == 0) {
      throw new IllegalStateException("xorshift never reaches 0");
    }
  }
}
