package io.kvperf.result;

import java.util.Objects;

/**
 * How a statistic measured by name is read from JFR: the time from the start of {@code beginEvent}
 * to the end of {@code endEvent}, the two paired by {@code idField}; or, where both are one event,
 * that event's own duration.
 *
 * @param beginEvent the event whose start opens the span, e.g. {@code jdk.SafepointBegin}
 * @param endEvent the event whose end closes it, e.g. {@code jdk.SafepointEnd}
 * @param idField the field both events carry that pairs them, e.g. {@code safepointId}; empty for
 *     one event
 */
public record JfrSpan(String beginEvent, String endEvent, String idField) {
  /** Checks the events are named, and a pair of events has a field to pair them by. */
  public JfrSpan {
    Objects.requireNonNull(beginEvent, "beginEvent");
    Objects.requireNonNull(endEvent, "endEvent");
    Objects.requireNonNull(idField, "idField");
    if (!beginEvent.equals(endEvent) && idField.isEmpty()) {
      throw new IllegalArgumentException(beginEvent + " and " + endEvent + " need a field to pair");
    }
  }

  /** The duration of each {@code event}. */
  public static JfrSpan of(String event) {
    return new JfrSpan(event, event, "");
  }

  /**
   * From each {@code begin}'s start to the end of the {@code end} with the same {@code idField}.
   */
  public static JfrSpan between(String begin, String end, String idField) {
    return new JfrSpan(begin, end, idField);
  }

  /** Whether it is one event's own duration. */
  public boolean oneEvent() {
    return beginEvent.equals(endEvent);
  }
}
