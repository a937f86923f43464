package io.kvperf.internal.report;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A dimension a contract sweeps, as the reports chart it: the thread count of {@code @Threads}
 * ({@code getOnly[threads=4]}) and the value size of {@code @ValueSizes} ({@code
 * get[valueSize=1024]}). Rows of one workload at several points of an axis make a scaling table and
 * chart.
 */
enum SweepAxis {
  /** The thread count: the Oak seed's throughput-by-threads table. */
  THREADS("threads", "threads"),
  /** The value size in bytes: the Oak seed's 100 B against 1 KB values. */
  VALUE_SIZE("valueSize", "value size");

  private final Pattern inId;
  private final String title;

  SweepAxis(String key, String title) {
    this.inId = Pattern.compile(key + "=(\\d+),?");
    this.title = title;
  }

  /** How headings name it: {@code throughput by threads}, {@code throughput by value size}. */
  String title() {
    return title;
  }

  /**
   * The point of this axis {@code row} ran at: its thread count for {@link #THREADS}, its swept
   * value size for {@link #VALUE_SIZE}, 0 when the contract does not sweep the size.
   */
  int pointOf(ReportRow row) {
    if (this == THREADS) {
      return row.result().threads();
    }
    Matcher matcher = inId.matcher(row.result().contract());
    return matcher.find() ? Integer.parseInt(matcher.group(1)) : 0;
  }

  /**
   * The workload a contract measures, this axis's point left off its id: for threads, {@code
   * getOnly[threads=4]} and {@code getOnly} are both {@code getOnly}, and {@code
   * get[threads=4,valueSize=100]} is {@code get[valueSize=100]}.
   */
  String workloadName(String contract) {
    return inId.matcher(contract.substring(contract.indexOf('#') + 1))
        .replaceAll("")
        .replaceAll(",]$", "]")
        .replaceAll("\\[]$", "");
  }

  /** A point's column heading: {@code 1 thread}, {@code 4 threads}, {@code 1024 B}. */
  String label(int point) {
    return this == THREADS ? point + (point == 1 ? " thread" : " threads") : point + " B";
  }
}
