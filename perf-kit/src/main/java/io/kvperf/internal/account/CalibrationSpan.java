package io.kvperf.internal.account;

import java.time.Duration;
import java.util.Objects;

/**
 * What a calibration's runs are worth: how long they span and how far the machine moved across
 * them, against how far such a machine drifts.
 *
 * @param span from the first run's start to the last's
 * @param referenceMovedPercent how far the reference's run means moved, percent
 * @param machineDriftPercent how far this kind of machine drifts between runs, percent
 */
public record CalibrationSpan(
    Duration span, double referenceMovedPercent, double machineDriftPercent) implements GateLine {
  /** Checks the span is present. */
  public CalibrationSpan {
    Objects.requireNonNull(span, "span");
  }
}
