package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OperationCpusTest {
  @Test
  void linuxsListOfCpusIsReadWithItsRanges() {
    assertThat(OperationCpus.parse(" 0-3,6,8-9\n").cpus()).containsExactly(0, 1, 2, 3, 6, 8, 9);
    assertThat(OperationCpus.parse("5").cpus()).containsExactly(5);
  }

  @Test
  void bothForksOfAPairTakeTheSameCpusAndThePairsTakeEveryCpuByTurns() {
    OperationCpus cpus = OperationCpus.parse("2,5");
    assertThat(List.of(cpus.forFork(0, 1), cpus.forFork(1, 1), cpus.forFork(2, 1)))
        .containsExactly(List.of(2), List.of(5), List.of(2));
    assertThat(cpus.forFork(1, 2)).containsExactly(5, 2);
  }

  @Test
  void moreThreadsThanCpusAreNotPinned() {
    assertThat(OperationCpus.parse("0-1").forFork(0, 3)).isEmpty();
  }

  @Test
  void thisProcessMayRunOnAtLeastOneCpu() {
    assertThat(OperationCpus.allowed().cpus()).isNotEmpty();
  }
}
