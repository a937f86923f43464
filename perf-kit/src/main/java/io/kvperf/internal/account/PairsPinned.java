package io.kvperf.internal.account;

import java.util.List;

/**
 * Both forks of each pair ran their operation threads pinned to the same CPUs, the pairs taking the
 * machine's CPUs by turns.
 *
 * @param cpus each pair's CPUs, by operation thread
 * @param setting the setting that pins them
 */
public record PairsPinned(List<List<Integer>> cpus, String setting) implements ComparisonLine {
  /** Copies the lists. */
  public PairsPinned {
    cpus = cpus.stream().map(List::copyOf).toList();
  }
}
