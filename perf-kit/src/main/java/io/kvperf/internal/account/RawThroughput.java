package io.kvperf.internal.account;

/**
 * The raw throughput, mean of the forks' medians, of a result and of the baseline it was compared
 * with: unnormalised, for the reader.
 *
 * @param nowOpsPerSecond the result's
 * @param baselineOpsPerSecond the baseline's
 */
public record RawThroughput(double nowOpsPerSecond, double baselineOpsPerSecond)
    implements GateLine {}
