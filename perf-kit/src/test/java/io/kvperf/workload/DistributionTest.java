package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import java.util.Arrays;
import java.util.Map;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.junit.jupiter.api.Test;

/** Each key distribution, checked statistically on fixed seeds (so the outcome never varies). */
class DistributionTest {
  private static long[] frequencies(WorkloadSpec spec, int draws) {
    long[] counts = new long[(int) spec.preloadCount()];
    OperationStream stream = new OperationStream(spec, 0);
    for (int i = 0; i < draws; i++) {
      stream.next();
      counts[(int) stream.keyIndex()]++;
    }
    return counts;
  }

  private static WorkloadSpec gets(long preload, KeyChoice choice) {
    return Specs.choosing(preload, choice, OperationMix.readOnly(), 1);
  }

  @Test
  void uniformPassesAChiSquareTest() {
    int keys = 1000;
    int draws = 1_000_000;
    long[] counts = frequencies(gets(keys, KeyChoice.of(KeyOrder.UNIFORM)), draws);
    double expected = draws / (double) keys;
    double chiSquare =
        Arrays.stream(counts).mapToDouble(c -> (c - expected) * (c - expected) / expected).sum();
    double critical = new ChiSquaredDistribution(keys - 1).inverseCumulativeProbability(0.999);
    assertThat(chiSquare).isLessThan(critical);
  }

  @Test
  void zipfianRankFrequencyFollowsItsConstantAndHotKeysAreScattered() {
    int keys = 10_000;
    long[] counts =
        frequencies(gets(keys, new KeyChoice(KeyOrder.ZIPFIAN, 0.99, 0.2, 0.8)), 2_000_000);

    Integer[] byPopularity = new Integer[keys];
    Arrays.setAll(byPopularity, i -> i);
    Arrays.sort(byPopularity, (a, b) -> Long.compare(counts[b], counts[a]));
    SimpleRegression logLog = new SimpleRegression();
    for (int rank = 1; rank <= 200; rank++) {
      logLog.addData(Math.log(rank), Math.log(counts[byPopularity[rank - 1]]));
    }
    assertThat(logLog.getSlope()).isCloseTo(-0.99, within(0.08));

    int[] hottest =
        Arrays.stream(byPopularity, 0, 10).mapToInt(Integer::intValue).sorted().toArray();
    assertThat(hottest[9] - hottest[0]).as("spread of the 10 hottest keys").isGreaterThan(keys / 2);
    for (int i = 1; i < hottest.length; i++) {
      assertThat(hottest[i] - hottest[i - 1]).as("hot keys are not neighbours").isGreaterThan(1);
    }
  }

  @Test
  void aSmallerZipfianConstantIsFlatter() {
    long[] counts =
        frequencies(gets(10_000, new KeyChoice(KeyOrder.ZIPFIAN, 0.5, 0.2, 0.8)), 1_000_000);
    long[] sorted = Arrays.stream(counts).sorted().toArray();
    SimpleRegression logLog = new SimpleRegression();
    for (int rank = 1; rank <= 200; rank++) {
      logLog.addData(Math.log(rank), Math.log(sorted[sorted.length - rank]));
    }
    assertThat(logLog.getSlope()).isCloseTo(-0.5, within(0.08));
  }

  @Test
  void hotspotSendsItsShareOfOperationsToTheHotSet() {
    int keys = 10_000;
    long[] counts =
        frequencies(gets(keys, new KeyChoice(KeyOrder.HOTSPOT, 0.99, 0.2, 0.8)), 1_000_000);
    long hot = Arrays.stream(counts, 0, 2000).sum();
    assertThat(hot / 1_000_000.0).isCloseTo(0.8, within(0.003));
    long[] hotCounts = Arrays.copyOfRange(counts, 0, 2000);
    assertThat(Arrays.stream(hotCounts).min().orElseThrow())
        .as("uniform within the hot set")
        .isGreaterThan(300);
    assertThat(Arrays.stream(hotCounts).max().orElseThrow()).isLessThan(500);
  }

  @Test
  void latestFavoursTheMostRecentlyInsertedKeys() {
    long preload = 10_000;
    OperationMix mix = new OperationMix(Map.of(Operation.GET, 90, Operation.INSERT, 10), 0);
    OperationStream stream =
        new OperationStream(Specs.choosing(preload, KeyChoice.of(KeyOrder.LATEST), mix, 1), 0);
    long inserted = 0;
    long[] byAge = new long[40_000];
    long gets = 0;
    for (int i = 0; i < 200_000; i++) {
      stream.next();
      if (stream.operation() == Operation.INSERT) {
        assertThat(stream.keyIndex()).isEqualTo(preload + inserted);
        inserted++;
        continue;
      }
      long index = stream.keyIndex();
      long age =
          index >= preload ? inserted - 1 - (index - preload) : inserted + (preload - 1 - index);
      byAge[(int) age]++;
      gets++;
    }
    double newest = byAge[0] / (double) gets;
    assertThat(newest).as("share of gets on the newest key").isGreaterThan(0.05);
    assertThat(sum(byAge, 0, 10)).isGreaterThan(5 * sum(byAge, 100, 110));
    assertThat(sum(byAge, 100, 110)).isGreaterThan(5 * sum(byAge, 5000, 5010));
    assertThat(sum(byAge, 0, 100) / (double) gets).as("newest 100 keys").isGreaterThan(0.4);
  }

  private static long sum(long[] values, int from, int to) {
    return Arrays.stream(values, from, to).sum();
  }

  @Test
  void thePermutationIsABijection() {
    for (long n : new long[] {1, 2, 3, 1000, 1 << 16, 100_003}) {
      KeyPermutation permutation = new KeyPermutation(n, 99);
      boolean[] hit = new boolean[(int) n];
      for (long i = 0; i < n; i++) {
        long image = permutation.apply(i);
        assertThat(hit[(int) image]).as("%d maps to %d twice", n, image).isFalse();
        hit[(int) image] = true;
      }
    }
  }
}
