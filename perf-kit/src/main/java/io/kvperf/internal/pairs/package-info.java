/**
 * Statistics over pairs of measurements of two builds: each figure's paired ratios ({@link
 * io.kvperf.internal.pairs.PairedFigure}) and the sequential decision over pairs ({@link
 * io.kvperf.internal.pairs.ArmsDecision}). It reads measured values and runs nothing.
 */
package io.kvperf.internal.pairs;
