package io.kvperf.internal.account;

/**
 * A calibration from a short or quiet window, which cannot show how the engine follows the
 * machine's slow and fast hours: how to calibrate it.
 *
 * @param maxRuns how many runs a baseline keeps
 */
public record QuietCalibrationWindow(int maxRuns) implements GateLine {}
