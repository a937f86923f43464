package io.kvperf.internal.fork;

import io.kvperf.api.Operation;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One thread's operations on the {@link ReferenceKernel}: each a binary search for a random value,
 * one in {@code latencyEvery} timed and recorded as a get. Not thread-safe: one per thread.
 */
final class KernelExecutor extends MeteredTarget {
  private final long[] sorted;
  private final SplittableRandom random;
  private final int latencyEvery;

  KernelExecutor(ReferenceKernel kernel, int threadIndex, int latencyEvery) {
    IterationTarget.requirePowerOfTwo(latencyEvery);
    this.sorted = kernel.sorted();
    this.random = new SplittableRandom(kernel.probeSeed(threadIndex));
    this.latencyEvery = latencyEvery;
  }

  @Override
  public void beginIteration() {
    latency.reset();
  }

  @Override
  public void execute(Blackhole sink) {
    long probe = random.nextLong();
    if ((operationCount++ & (latencyEvery - 1)) == 0) {
      long start = System.nanoTime();
      int found = Arrays.binarySearch(sorted, probe);
      latency.record(Operation.GET, System.nanoTime() - start);
      sink.consume(found);
    } else {
      sink.consume(Arrays.binarySearch(sorted, probe));
    }
  }

  @Override
  public long bytesWritten() {
    return 0;
  }
}
