package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.Shard;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Shards deal the contracts by their declared cost, the same way in every shard: together they run
 * each contract once, and a shard records what it was dealt.
 */
class ShardPlanTest {

  @Test
  void theCostliestGoFirstEachToTheLeastLoadedShard() {
    List<ShardPlan.Cost> costs =
        List.of(
            new ShardPlan.Cost("a", 100),
            new ShardPlan.Cost("b", 60),
            new ShardPlan.Cost("c", 50),
            new ShardPlan.Cost("d", 40),
            new ShardPlan.Cost("e", 10));

    ShardPlan plan = ShardPlan.deal(costs, 2);

    // a to 1 (100); b to 2 (60); c to 2 (110); d to 1 (140); e to 2 (120).
    assertThat(plan.contractsOf(new Shard(1, 2))).containsExactly("a", "d");
    assertThat(plan.contractsOf(new Shard(2, 2))).containsExactly("b", "c", "e");
    assertThat(plan.secondsOf(1)).isEqualTo(140);
    assertThat(plan.secondsOf(2)).isEqualTo(120);
    assertThat(plan.imbalance())
        .isCloseTo(140 / 130.0, org.assertj.core.api.Assertions.within(1e-9));
    List<ShardPlan.Cost> reversed = new ArrayList<>(costs);
    java.util.Collections.reverse(reversed);
    assertThat(ShardPlan.deal(reversed, 2))
        .as("the same plan whatever order discovery gives")
        .isEqualTo(plan);
  }

  @Test
  void threeShardsRunEveryContractOnceAndEachRecordsItsOwn(@TempDir Path directory)
      throws Exception {
    List<String> all = new ArrayList<>();
    for (int index = 1; index <= 3; index++) {
      Path reports = directory.resolve("shard-" + index);
      Map<String, String> settings = new HashMap<>();
      settings.put(Shard.PROPERTY, index + "/3");
      settings.put("kvperf.report.dir", reports.toString());
      List<String> ran = contractsRun(settings);
      assertThat(ran).as("shard " + index).isNotEmpty();
      all.addAll(ran);
      int shard = index;
      assertThat(new ObjectMapper().readTree(reports.resolve("shard.json").toFile()))
          .as("what shard " + index + " records it was dealt")
          .isNotEmpty()
          .allSatisfy(
              dealt -> {
                assertThat(dealt.get("shard").asInt()).isEqualTo(shard);
                assertThat(dealt.get("of").asInt()).isEqualTo(3);
              });
    }
    assertThat(all)
        .containsExactlyInAnyOrder(
            "light", "heavy", "middling", "alsoLight", "twoEngines", "alsoMiddling");
    assertThat(contractsRun(Map.of())).as("without kvperf.shard, everything").hasSize(6);
  }

  @Test
  void aScanFindsTheContractsOfATestDirectoryWhateverADiscoverySelects() throws Exception {
    Path location = ContractScan.locationOf(ShardPlanTest.class);
    assertThat(ContractScan.contractMethods(location, getClass().getClassLoader()))
        .containsAll(contractsOf(Contracts.class))
        .doesNotContain(PlainTest.class.getDeclaredMethod("plain"));
  }

  @Test
  void theHeaviestContractHasAShardToItself(@TempDir Path directory) {
    List<List<String>> shards = new ArrayList<>();
    for (int index = 1; index <= 3; index++) {
      shards.add(
          contractsRun(
              Map.of(Shard.PROPERTY, index + "/3", "kvperf.report.dir", directory.toString())));
    }
    assertThat(shards).contains(List.of("heavy"));
  }

  /** The contracts the test plan keeps under {@code settings}, discovered and not run. */
  private static List<String> contractsRun(Map<String, String> settings) {
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectClass(Contracts.class), selectClass(PlainTest.class))
            .filters(
                new ShardFilter(
                    key -> Optional.ofNullable(settings.get(key)),
                    testClass -> Path.of("contracts"),
                    (location, loader) -> contractsOf(Contracts.class)))
            .enableImplicitConfigurationParameters(false)
            .build();
    TestPlan plan = LauncherFactory.create().discover(request);
    List<String> kept = new ArrayList<>();
    plan.getRoots()
        .forEach(
            root ->
                plan.getDescendants(root).stream()
                    .map(TestIdentifier::getSource)
                    .flatMap(Optional::stream)
                    .filter(MethodSource.class::isInstance)
                    .map(source -> ((MethodSource) source).getMethodName())
                    .filter(name -> !name.equals("plain"))
                    .forEach(kept::add));
    return kept;
  }

  /** The contract methods of {@code type}, as a scan of its directory would give them. */
  private static List<java.lang.reflect.Method> contractsOf(Class<?> type) {
    return java.util.Arrays.stream(type.getDeclaredMethods())
        .filter(method -> method.isAnnotationPresent(KvPerfTest.class))
        .sorted(java.util.Comparator.comparing(java.lang.reflect.Method::getName))
        .toList();
  }

  /** Contracts of different declared costs; discovered only, never run. */
  @KvPerfContract
  static class Contracts {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Measure(iterations = 1, iterationTime = "100ms", forks = 1)
    void light() {}

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Measure(iterations = 1, iterationTime = "100ms", forks = 1)
    void alsoLight() {}

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000_000)
    @Measure(iterations = 20, iterationTime = "1s", forks = 5)
    void heavy() {}

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 100_000)
    @Measure(iterations = 5, iterationTime = "1s", forks = 3)
    void middling() {}

    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 100_000)
    @Measure(iterations = 5, iterationTime = "1s", forks = 3)
    void alsoMiddling() {}

    @KvPerfTest
    @Workload(preload = 1_000)
    @Measure(iterations = 1, iterationTime = "100ms", forks = 1)
    void twoEngines() {}
  }

  /** A plain test beside them, in every shard. */
  static class PlainTest {
    @Test
    void plain() {}
  }
}
