/**
 * Stored baselines: {@link io.kvperf.internal.store.BaselineStore} keeps one readable JSON file per
 * contract under the baseline directory, its entries keyed by engine, scale, machine and plan
 * fingerprint, each holding the forks of up to {@value io.kvperf.internal.store.GateRule#MAX_RUNS}
 * runs, their {@link io.kvperf.internal.store.Calibration} and the {@link
 * io.kvperf.internal.store.GateRule} constants they were recorded under; {@link
 * io.kvperf.internal.store.GatedFigures} counts the figures a build gates. Writes are atomic, and a
 * corrupt file is an error, never overwritten.
 */
package io.kvperf.internal.store;
