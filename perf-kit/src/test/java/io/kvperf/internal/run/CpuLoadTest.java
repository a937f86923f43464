package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpuLoadTest {
  @Test
  void halfTheForksRunBesideTheLoadOneOfEachBlockOfTwoFromTheSeed() {
    List<Boolean> five = CpuLoad.pattern(42, 5);
    assertThat(five).hasSize(5);
    for (int block = 0; block + 1 < five.size(); block += 2) {
      assertThat(five.get(block)).isNotEqualTo(five.get(block + 1));
    }
    assertThat(CpuLoad.pattern(42, 5)).as("the same seed, the same forks").isEqualTo(five);
    assertThat(CpuLoad.pattern(42, 4)).isEqualTo(five.subList(0, 4));
    long differing =
        java.util.stream.LongStream.range(0, 16)
            .filter(seed -> !CpuLoad.pattern(seed, 8).equals(CpuLoad.pattern(0, 8)))
            .count();
    assertThat(differing).as("the order is drawn, not fixed").isPositive();
  }

  @Test
  void theLoadStopsWhenTheWorkEnds() {
    String done = CpuLoad.during(7, () -> "measured");
    assertThat(done).isEqualTo("measured");
    assertThat(Thread.getAllStackTraces().keySet())
        .noneMatch(thread -> thread.getName().startsWith("kvperf-calibration-load"));
  }
}
