package io.kvperf.internal.history;

/**
 * What makes points one series: the same figure of the same engine under the same contract, on the
 * same machine and JDK, measuring the same plan.
 *
 * @param contract the contract's id
 * @param engine the engine's id
 * @param figure the figure's stored name
 * @param machine the machine's fingerprint
 * @param jdk the JVM
 * @param plan the plan's fingerprint
 */
public record SeriesKey(
    String contract, String engine, String figure, String machine, String jdk, String plan) {}
