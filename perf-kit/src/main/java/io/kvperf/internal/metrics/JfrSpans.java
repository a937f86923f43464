package io.kvperf.internal.metrics;

import io.kvperf.result.JfrSpan;
import io.kvperf.result.Statistic;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;

/**
 * The spans of the statistics measured by name ({@link Statistic#jfrSpan()}), read from a JFR
 * recording's events: each event's own duration, or from a begin event's start to the end of the
 * end event paired with it by their id. Events are read in any order.
 */
final class JfrSpans {
  /** A span of {@code statistic}: when it started and how long it lasted. */
  record Span(Statistic statistic, Instant start, long nanos) {}

  private record Key(Statistic statistic, long id) {}

  private final List<Statistic> statistics;
  private final List<Span> spans = new ArrayList<>();
  private final Map<Key, Instant> begins = new HashMap<>();
  private final Map<Key, Instant> ends = new HashMap<>();

  JfrSpans(List<Statistic> statistics) {
    this.statistics = List.copyOf(statistics);
  }

  /** Enables, in {@code recording}, every event the statistics' spans read. */
  void enableIn(Recording recording) {
    for (Statistic statistic : statistics) {
      JfrSpan span = statistic.jfrSpan().orElseThrow();
      recording.enable(span.beginEvent()).withoutThreshold();
      recording.enable(span.endEvent()).withoutThreshold();
    }
  }

  /** Reads {@code event}, if a statistic's span reads it. */
  void accept(RecordedEvent event) {
    String name = event.getEventType().getName();
    for (Statistic statistic : statistics) {
      JfrSpan span = statistic.jfrSpan().orElseThrow();
      if (span.oneEvent() && span.beginEvent().equals(name)) {
        spans.add(new Span(statistic, event.getStartTime(), event.getDuration().toNanos()));
      } else if (span.beginEvent().equals(name)) {
        begins.put(new Key(statistic, event.getLong(span.idField())), event.getStartTime());
      } else if (span.endEvent().equals(name)) {
        ends.put(new Key(statistic, event.getLong(span.idField())), event.getEndTime());
      }
    }
  }

  /** Every span read, a paired one where both its begin and its end were recorded. */
  List<Span> spans() {
    List<Span> all = new ArrayList<>(spans);
    begins.forEach(
        (key, start) -> {
          Instant end = ends.get(key);
          if (end != null) {
            all.add(new Span(key.statistic(), start, Duration.between(start, end).toNanos()));
          }
        });
    return all;
  }
}
