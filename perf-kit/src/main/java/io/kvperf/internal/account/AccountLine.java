package io.kvperf.internal.account;

/**
 * One line of an account: a value holding what the line reports, which the reports render into a
 * sentence. A record per kind of line.
 */
public interface AccountLine {}
