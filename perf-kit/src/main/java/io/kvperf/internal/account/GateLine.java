package io.kvperf.internal.account;

/**
 * A line of the account of the stored-baseline gate or of a ratio budget measured in the same run:
 * the values a decider of {@code internal.gate} reports, which {@code report.GateAccountText}
 * writes as words.
 */
public interface GateLine extends AccountLine {}
