package io.kvperf.internal.report;

import io.kvperf.api.Operation;
import io.kvperf.result.LatencySummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How the reports write figures: counts grouped by thousands, times and sizes with their units. */
final class Units {
  private Units() {}

  /** Each operation type's p99, e.g. {@code get 1.2 µs, update 3.4 µs}; {@code n/a} if none. */
  static String p99s(Map<Operation, LatencySummary> latency) {
    List<String> parts = new ArrayList<>();
    latency.forEach(
        (operation, summary) ->
            parts.add(operation.metricName() + " " + latency(summary.p99Nanos())));
    return parts.isEmpty() ? "n/a" : String.join(", ", parts);
  }

  /** The widest interval shown, as upper over lower bound. */
  static final int MEANINGFUL_SPAN = 10;

  /**
   * An interval as {@code lower .. upper}, or why it is not shown: with fewer than 3 iterations
   * there is none, and one spanning more than {@value #MEANINGFUL_SPAN}× (a 99.9 % interval of 3 or
   * 4 noisy iterations) says nothing a reader could use.
   */
  static String interval(double[] bounds, int iterations) {
    if (Double.isNaN(bounds[0])) {
      return "no interval: fewer than 3 iterations";
    }
    if (!isInterval(bounds)) {
      return "no useful interval from " + iterations + " iterations";
    }
    return grouped(bounds[0]) + " .. " + grouped(bounds[1]);
  }

  /** Whether {@link #interval} shows {@code bounds} as an interval. */
  static boolean isInterval(double[] bounds) {
    return bounds[1] <= bounds[0] * MEANINGFUL_SPAN;
  }

  static String grouped(double value) {
    return Double.isNaN(value)
        ? "n/a"
        : String.format(Locale.ROOT, "%,.0f", value).replace(',', ' ');
  }

  /**
   * A latency in microseconds with one decimal, or in whole nanoseconds below 1 µs, where one
   * decimal of a microsecond would print a cursor step's 40 ns as {@code 0.0 µs}.
   */
  static String latency(long nanos) {
    return nanos < 1_000 ? nanos + " ns" : String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }

  static String millis(long nanos) {
    return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
  }

  /**
   * A byte count in powers of 1024, labelled as such (KiB, MiB, GiB, TiB), as the JVM counts -Xmx.
   */
  static String bytes(long bytes) {
    if (bytes < 0) {
      return "n/a";
    }
    String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = bytes;
    int unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return unit == 0 ? bytes + " B" : String.format(Locale.ROOT, "%.2f %s", value, units[unit]);
  }
}
