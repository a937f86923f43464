package io.kvperf.internal.account;

/**
 * A regression dossier whose profiles show no library's or frame's share of CPU grown beyond the
 * spread between its pairs.
 *
 * @param profiledPairs how many profiled pairs it compared
 */
public record DossierNothingGrew(int profiledPairs) implements ComparisonLine {}
