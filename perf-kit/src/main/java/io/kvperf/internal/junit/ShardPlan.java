package io.kvperf.internal.junit;

import io.kvperf.internal.settings.Shard;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Contracts dealt over shards by their declared cost: the costliest first, each to the shard with
 * the least so far (ties to the first in a rotation the contracts' ids pick), so that every shard
 * computes the same plan from the same contracts. A contract keeps its engines and both arms of its
 * comparisons together.
 *
 * @param count how many shards
 * @param byShard each shard's contracts (from 1), with their costs, in the order dealt
 */
record ShardPlan(int count, Map<Integer, List<Cost>> byShard) {
  /**
   * A contract and what it declares it costs.
   *
   * @param contract the contract's id
   * @param seconds its declared time: every engine's forks, their preload, warm-up and iterations,
   *     both arms of a comparison
   */
  record Cost(String contract, double seconds) {}

  /**
   * Deals {@code contracts} over {@code count} shards. The first shard dealt to is one the
   * contracts' ids pick, so that the plans of a run's test classes, each dealt on its own, do not
   * all load the same shard first.
   */
  static ShardPlan deal(List<Cost> contracts, int count) {
    Map<Integer, List<Cost>> byShard = new TreeMap<>();
    double[] load = new double[count];
    for (int shard = 1; shard <= count; shard++) {
      byShard.put(shard, new ArrayList<>());
    }
    int first =
        Math.floorMod(contracts.stream().map(Cost::contract).sorted().toList().hashCode(), count);
    contracts.stream()
        .sorted(Comparator.comparingDouble(Cost::seconds).reversed().thenComparing(Cost::contract))
        .forEach(
            cost -> {
              int least = first;
              for (int step = 1; step < count; step++) {
                int shard = (first + step) % count;
                if (load[shard] < load[least]) {
                  least = shard;
                }
              }
              load[least] += cost.seconds();
              byShard.get(least + 1).add(cost);
            });
    byShard.replaceAll((shard, costs) -> List.copyOf(costs));
    return new ShardPlan(count, Map.copyOf(byShard));
  }

  /** The contracts of {@code shard}. */
  List<String> contractsOf(Shard shard) {
    return byShard.get(shard.index()).stream().map(Cost::contract).toList();
  }

  /** The declared seconds of shard {@code index}. */
  double secondsOf(int index) {
    return byShard.get(index).stream().mapToDouble(Cost::seconds).sum();
  }

  /** The costliest shard's declared time over the mean's, 1 for a perfect balance. */
  double imbalance() {
    double total = 0;
    double most = 0;
    for (int shard = 1; shard <= count; shard++) {
      total += secondsOf(shard);
      most = Math.max(most, secondsOf(shard));
    }
    return total == 0 ? 1 : most / (total / count);
  }

  /**
   * What identifies the plan whatever the shard: the first 16 hex digits of the SHA-256 of its
   * contracts' ids, sorted, the shard count and {@code part}, the name of the report directory of
   * the execution that dealt it. Shards of one run share it; the executions of one build
   * (contracts, suites) each deal a plan of their own.
   */
  String fingerprint(String part) {
    StringBuilder ids = new StringBuilder().append(count).append('\n').append(part).append('\n');
    byShard.values().stream()
        .flatMap(List::stream)
        .map(Cost::contract)
        .sorted()
        .forEach(id -> ids.append(id).append('\n'));
    try {
      byte[] digest =
          java.security.MessageDigest.getInstance("SHA-256")
              .digest(ids.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return java.util.HexFormat.of().formatHex(digest).substring(0, 16);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JVM has no SHA-256", e);
    }
  }
}
