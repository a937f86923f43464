/**
 * Stored baselines: {@link io.kvperf.internal.store.BaselineStore} keeps one readable JSON file per
 * contract under the baseline directory, its entries keyed by engine, scale, machine and plan
 * fingerprint, each holding the forks of up to {@value io.kvperf.internal.stats.GateRule#MAX_RUNS}
 * runs, their {@link io.kvperf.internal.stats.Calibration} and the {@link
 * io.kvperf.internal.stats.GateRule} constants they were recorded under; {@link
 * io.kvperf.internal.store.GatedFigures} counts the figures a build gates. Every figure the gate
 * reads is checked when a file is read; a file that cannot be read is a {@link
 * io.kvperf.internal.store.BaselineFileException} naming it and how to repair it, and is never
 * overwritten. Files carry a format version and keep the fields a newer kit wrote; an update holds
 * the file's lock across its read and write ({@link io.kvperf.internal.store.LockedBaselineFile}),
 * and writes are durable and atomic.
 */
package io.kvperf.internal.store;
