package io.kvperf.internal.account;

/**
 * Each arm's heap bytes allocated per operation by the operation threads, the mean over the pairs.
 *
 * @param bytesPerOpA arm A's
 * @param bytesPerOpB arm B's
 */
public record ArmsAllocation(double bytesPerOpA, double bytesPerOpB) {}
