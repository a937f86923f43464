package io.kvperf.internal.settings;

/**
 * How many pairs of forks a comparison of two builds may take ({@link CompareSettings}).
 *
 * @param most the most pairs one decision may take, from {@code kvperf.compare.pairs}
 * @param unbudgeted the pairs that estimate a contract with no budget a comparison reads, from
 *     {@code kvperf.compare.unbudgeted}; 0 for none, which runs such a contract on this build only
 */
public record PairCounts(int most, int unbudgeted) {}
