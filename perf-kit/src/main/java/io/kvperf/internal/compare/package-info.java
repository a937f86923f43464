/**
 * Comparing two builds of an engine in one run ({@code kvperf.compare}): the other build ({@link
 * io.kvperf.internal.compare.ComparedBuild}, from jars, directories or Maven coordinates resolved
 * by a {@link io.kvperf.internal.compare.CoordinateResolver}), the pairs of forks or both arms in
 * one JVM ({@link io.kvperf.internal.compare.PairedForks}), the sequential decision over pairs
 * ({@link io.kvperf.internal.compare.ArmsDecision}), version sweeps and bisects; {@link
 * io.kvperf.internal.compare.ArmsExecution} ties them together for one invocation.
 */
package io.kvperf.internal.compare;
