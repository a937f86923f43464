package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Reference;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

class KernelExecutorTest {
  private final Blackhole blackhole =
      new Blackhole(
          "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

  @Test
  void theKernelIsSortedAndTheSameForTheSameSeed() {
    long[] sorted = new ReferenceKernel(7).sorted();
    assertThat(sorted).hasSize(Reference.KERNEL_ENTRIES).isSorted();
    assertThat(new ReferenceKernel(7).sorted()).isEqualTo(sorted);
    assertThat(new ReferenceKernel(8).sorted()[0]).isNotEqualTo(sorted[0]);
  }

  @Test
  void everySearchIsCountedAndNothingWritten() {
    KernelExecutor executor = new KernelExecutor(new ReferenceKernel(7), 0, 4);
    executor.beginIteration();
    for (int i = 0; i < 1_000; i++) {
      executor.execute(blackhole);
    }
    assertThat(executor.operations()).isEqualTo(1_000);
    assertThat(executor.bytesWritten()).isZero();
  }
}
