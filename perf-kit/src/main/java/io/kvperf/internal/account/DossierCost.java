package io.kvperf.internal.account;

/**
 * What a regression dossier's profiled pairs cost.
 *
 * @param profiledPairs how many profiled pairs ran
 * @param tookSeconds how long they took
 * @param profiledThroughputPercent A's throughput profiled, as a percentage of its judged forks'
 *     (the profiler's cost, give or take the spread between forks); {@code NaN} where either is
 *     missing
 */
public record DossierCost(
    int profiledPairs, double tookSeconds, double profiledThroughputPercent) {}
