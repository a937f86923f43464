/**
 * The stored-baseline gate's statistics: a baseline's {@link io.kvperf.internal.stats.Calibration}
 * of its forks' spread and drift, the constants of the rule it was recorded under ({@link
 * io.kvperf.internal.stats.GateRule}) and the figures of one fork as the rule reads them ({@link
 * io.kvperf.internal.stats.ForkFigure}). It reads values and no file.
 */
package io.kvperf.internal.stats;
