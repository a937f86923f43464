package io.kvperf.internal.account;

/**
 * A line of the account of a comparison of two builds: its pairs and figures, how its arms ran, a
 * version sweep's or a bisect's versions, a regression dossier, and why a contract was not
 * compared. The reports write them all in one place.
 */
public interface ComparisonLine extends AccountLine {}
