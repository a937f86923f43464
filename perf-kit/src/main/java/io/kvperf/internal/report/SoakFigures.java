package io.kvperf.internal.report;

import io.kvperf.result.GcObservation;
import io.kvperf.result.GcPauseKind;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.JvmGcLog;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PauseStats;
import io.kvperf.result.PerfResult;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The figures of a soak's summary ({@link SoakTable}), a row each: its name and how it reads a
 * soak's row, over the whole measured phase. A figure that has no meaning for an engine or
 * collector, or that the machine does not tell, says why instead of leaving a blank.
 */
final class SoakFigures {
  /** What the figures are measured over and where they come from, under the table. */
  static final String NOTE =
      "\nOver the measured phase, summed over its intervals. Peak resident memory: the process's"
          + " largest resident set since it started (VmHWM), its preload included. Written to"
          + " storage: /proc/self/io write_bytes. GC pauses: JFR's stop-the-world pauses that"
          + " started in an interval, by the kind of collection the collector names; the JVM's own"
          + " -Xlog:gc is read over JFR's whole window, preload included, for the last row.\n";

  /** One row of the table: its name and how to read it from a soak's row. */
  record Figure(String name, Function<ReportRow, String> value) {
    /** A figure read from the soak's metrics alone. */
    static Figure of(String name, Function<MetricsResult, String> value) {
      return new Figure(name, row -> value.apply(phase(row)));
    }
  }

  /** The rows, in the Krati seed's order. */
  static final List<Figure> ALL = figures();

  private static final String NO_PROC_IO = "not told: this OS has no /proc/self/io";

  private SoakFigures() {}

  /** The soak's one fork's metrics: its log check is the fork's own. */
  static MetricsResult phase(ReportRow row) {
    PerfResult result = row.result();
    return result.forks().size() == 1 ? result.forks().get(0).metrics() : result.metrics();
  }

  /** {@code 1 h 0 min 2 s}, {@code 18.2 s}. */
  static String duration(long nanos) {
    double seconds = nanos / 1e9;
    if (seconds < 60) {
      return String.format(Locale.ROOT, "%.1f s", seconds);
    }
    long whole = Math.round(seconds);
    long hours = whole / 3600;
    long minutes = whole % 3600 / 60;
    return (hours > 0 ? hours + " h " : "") + minutes + " min " + whole % 60 + " s";
  }

  private static List<Figure> figures() {
    List<Figure> figures = new ArrayList<>();
    figures.add(
        Figure.of(
            "Measured time",
            m -> duration(m.iterations().stream().mapToLong(IterationMetrics::wallNanos).sum())));
    figures.add(Figure.of("Intervals", m -> String.valueOf(m.iterations().size())));
    figures.add(
        Figure.of("Throughput", m -> Units.grouped(m.operations() / seconds(m)) + " ops/s"));
    figures.add(Figure.of("Peak resident memory", SoakFigures::peakResident));
    figures.add(
        Figure.of(
            "Written to storage",
            m -> m.storageWriteBytes() < 0 ? NO_PROC_IO : Units.bytes(m.storageWriteBytes())));
    figures.add(
        Figure.of(
            "Storage write rate",
            m ->
                m.storageWriteBytes() < 0
                    ? NO_PROC_IO
                    : bytesText(m.storageWriteBytes() / seconds(m)) + "/s"));
    figures.add(
        Figure.of(
            "Heap allocation rate",
            m ->
                bytesText(
                        m.iterations().stream().mapToLong(IterationMetrics::allocatedBytes).sum()
                            / seconds(m))
                    + "/s"));
    figures.add(Figure.of("GC pauses, all", m -> pauses(all(m))));
    for (GcPauseKind kind : GcPauseKind.values()) {
      figures.add(new Figure("GC pauses, " + kindName(kind), row -> byKind(row, kind)));
    }
    figures.add(
        Figure.of(
            "GC share of time", m -> String.format(Locale.ROOT, "%.2f %%", m.gcShare() * 100)));
    figures.add(
        Figure.of(
            "Files in the store's directory at the end",
            m ->
                m.disk().fileCount()
                    + " ("
                    + Units.bytes(m.disk().occupiedBytes())
                    + "; the store's segments or logs are its files)"));
    figures.add(Figure.of("JFR against -Xlog:gc", SoakFigures::logAgreement));
    return List.copyOf(figures);
  }

  private static String kindName(GcPauseKind kind) {
    return switch (kind) {
      case YOUNG -> "young";
      case MIXED -> "mixed";
      case FULL -> "full";
      case CONCURRENT_CYCLE -> "of concurrent cycles (remark, cleanup)";
      case OTHER -> "unnamed";
    };
  }

  private static PauseStats all(MetricsResult metrics) {
    PauseStats all = PauseStats.NONE;
    for (IterationMetrics iteration : metrics.iterations()) {
      all = all.plus(PauseStats.of(iteration.gcPauseNanos()));
    }
    return all;
  }

  private static String byKind(ReportRow row, GcPauseKind kind) {
    MetricsResult metrics = phase(row);
    if (metrics.gcPauseCount() > 0
        && metrics.iterations().stream().allMatch(i -> i.gcPausesByKind().isEmpty())) {
      return "not split: written before pauses were told by kind";
    }
    Map<GcPauseKind, PauseStats> sums = new EnumMap<>(GcPauseKind.class);
    metrics
        .iterations()
        .forEach(i -> i.gcPausesByKind().forEach((k, s) -> sums.merge(k, s, PauseStats::plus)));
    PauseStats stats = sums.getOrDefault(kind, PauseStats.NONE);
    if (stats.count() > 0) {
      return pauses(stats);
    }
    String collector = row.result().environment().gc();
    boolean g1 = collector.contains("G1");
    return switch (kind) {
      case MIXED -> g1 ? "none" : "no meaning here: only G1 collects mixed (" + collector + ")";
      case CONCURRENT_CYCLE ->
          g1 || collector.contains("Z") || collector.contains("Shenandoah")
              ? "none"
              : "no meaning here: " + collector + " has no concurrent cycle";
      default -> "none";
    };
  }

  /** {@code 123 pauses: max 12.3 ms, min 0.4 ms, avg 2.1 ms, total 258.3 ms}. */
  private static String pauses(PauseStats stats) {
    if (stats.count() == 0) {
      return "none";
    }
    return String.format(
        Locale.ROOT,
        "%d: max %s, min %s, avg %s, total %s",
        stats.count(),
        Units.millis(stats.maxNanos()),
        Units.millis(stats.minNanos()),
        Units.millis(Math.round(stats.averageNanos())),
        Units.millis(stats.totalNanos()));
  }

  private static String peakResident(MetricsResult metrics) {
    long peak =
        metrics.iterations().stream()
            .mapToLong(i -> i.memory().peakResidentSetBytes())
            .max()
            .orElse(-1);
    return peak > 0 ? Units.bytes(peak) : "not told: this OS has no VmHWM in /proc/self/status";
  }

  private static String logAgreement(MetricsResult metrics) {
    GcObservation gc = metrics.gc();
    JvmGcLog log = gc.jvmLog();
    if (log == null) {
      return "no -Xlog:gc: the fork wrote none";
    }
    PauseStats jfr = PauseStats.of(gc.pauseNanos());
    return String.format(
        Locale.ROOT,
        "JFR %d pauses, total %s, longest %s; the log %d (and %d at the window's edges), total %s,"
            + " longest %s",
        jfr.count(),
        Units.millis(jfr.totalNanos()),
        Units.millis(jfr.maxNanos()),
        log.pauses(),
        log.edgePauses(),
        Units.millis(log.totalNanos()),
        Units.millis(log.maxNanos()));
  }

  private static double seconds(MetricsResult metrics) {
    return metrics.iterations().stream().mapToLong(IterationMetrics::wallNanos).sum() / 1e9;
  }

  private static String bytesText(double bytes) {
    return Units.bytes(Math.round(bytes));
  }
}
