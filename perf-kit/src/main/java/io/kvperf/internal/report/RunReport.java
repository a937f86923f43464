package io.kvperf.internal.report;

import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one test run (or several merged) measured and skipped: what {@code
 * kvperf-results.json} keeps, and what {@code results.md}, {@code index.html} and {@code
 * jmh-result.json} are rendered from.
 *
 * @param formatVersion the version of this document's format, {@link #FORMAT_VERSION} when written
 * @param rows the measured invocations, in the order they ran
 * @param skipped the invocations skipped, with their reasons
 */
public record RunReport(int formatVersion, List<ReportRow> rows, List<SkippedInvocation> skipped) {
  /** The format this kvperf writes and reads; raise it with any change to the records it holds. */
  public static final int FORMAT_VERSION = 3;

  /** Copies the lists. */
  public RunReport {
    rows = List.copyOf(rows);
    skipped = List.copyOf(skipped);
  }

  /** An empty report in the current format. */
  public static RunReport empty() {
    return new RunReport(FORMAT_VERSION, List.of(), List.of());
  }

  /** This report with {@code row} after its own rows. */
  public RunReport with(ReportRow row) {
    List<ReportRow> more = new ArrayList<>(rows);
    more.add(row);
    return new RunReport(formatVersion, more, skipped);
  }

  /** This report with {@code skip} after its own skipped invocations. */
  public RunReport with(SkippedInvocation skip) {
    List<SkippedInvocation> more = new ArrayList<>(skipped);
    more.add(skip);
    return new RunReport(formatVersion, rows, more);
  }

  /**
   * This report and {@code other} as one: their rows and skipped invocations, a later report's row
   * replacing an earlier one for the same contract and engine (a shard rerun), and an engine
   * skipped in one shard but measured in another counted as measured.
   */
  public RunReport merge(RunReport other) {
    Map<String, ReportRow> byInvocation = new LinkedHashMap<>();
    for (ReportRow row : concat(rows, other.rows)) {
      byInvocation.put(row.result().contract() + " [" + row.result().engine() + "]", row);
    }
    Map<String, SkippedInvocation> skips = new LinkedHashMap<>();
    for (SkippedInvocation skip : concat(skipped, other.skipped)) {
      String key = skip.contract() + " [" + skip.engine() + "]";
      if (!byInvocation.containsKey(key)) {
        skips.put(key, skip);
      }
    }
    return new RunReport(
        FORMAT_VERSION, List.copyOf(byInvocation.values()), List.copyOf(skips.values()));
  }

  /**
   * The contract ids in report order: contracts with a failed row first, then by id, each once;
   * contracts whose every engine was skipped come last.
   */
  public List<String> contracts() {
    List<String> measured =
        rows.stream()
            .map(row -> row.result().contract())
            .distinct()
            .sorted(
                Comparator.comparing((String contract) -> !failed(contract))
                    .thenComparing(Comparator.naturalOrder()))
            .toList();
    List<String> all = new ArrayList<>(measured);
    skipped.stream()
        .map(SkippedInvocation::contract)
        .distinct()
        .sorted()
        .filter(contract -> !measured.contains(contract))
        .forEach(all::add);
    return all;
  }

  /** The rows of {@code contract}, failed first, then by engine id. */
  public List<ReportRow> rowsOf(String contract) {
    return rows.stream()
        .filter(row -> row.result().contract().equals(contract))
        .sorted(
            Comparator.comparing((ReportRow row) -> !row.failed())
                .thenComparing(row -> row.result().engine()))
        .toList();
  }

  /** The engines skipped for {@code contract}, by engine id. */
  public List<SkippedInvocation> skippedOf(String contract) {
    return skipped.stream()
        .filter(skip -> skip.contract().equals(contract))
        .sorted(Comparator.comparing(SkippedInvocation::engine))
        .toList();
  }

  /** The rows whose gate failed, in report order. */
  public List<ReportRow> failures() {
    return contracts().stream()
        .flatMap(contract -> rowsOf(contract).stream())
        .filter(ReportRow::failed)
        .toList();
  }

  /** The rows whose gate checked a budget and found it held, in report order. */
  public List<ReportRow> passes() {
    return contracts().stream()
        .flatMap(contract -> rowsOf(contract).stream())
        .filter(row -> row.is(Verdict.PASSED))
        .toList();
  }

  /**
   * Per contract class, the rows of the workloads it ran at several points of {@code axis} (a
   * method's {@code @Threads} sweep: {@code getOnly[threads=1]} and {@code getOnly[threads=4]}), by
   * class name: the shape of the Oak seed's throughput-by-threads table. A class none of whose
   * workloads ran at two points has none.
   */
  Map<String, List<ReportRow>> scaling(SweepAxis axis) {
    Map<String, Map<String, List<ReportRow>>> byWorkload = new java.util.TreeMap<>();
    for (ReportRow row : rows) {
      String contract = row.result().contract();
      byWorkload
          .computeIfAbsent(contractClass(contract), c -> new java.util.TreeMap<>())
          .computeIfAbsent(axis.workloadName(contract), w -> new ArrayList<>())
          .add(row);
    }
    Map<String, List<ReportRow>> byClass = new java.util.TreeMap<>();
    byWorkload.forEach(
        (type, workloads) ->
            workloads
                .values()
                .forEach(
                    list -> {
                      if (list.stream().map(axis::pointOf).distinct().count() > 1) {
                        byClass.computeIfAbsent(type, t -> new ArrayList<>()).addAll(list);
                      }
                    }));
    return byClass;
  }

  /**
   * The mean throughput of {@code rows} by workload and engine (the key, the two named by {@code
   * name}) and point of {@code axis}: the cells of a scaling table or chart, in key order.
   */
  static Map<String, Map<Integer, Double>> throughputBy(
      SweepAxis axis, List<ReportRow> rows, java.util.function.BinaryOperator<String> name) {
    Map<String, Map<Integer, Double>> cells = new java.util.TreeMap<>();
    for (ReportRow row : rows) {
      cells
          .computeIfAbsent(
              name.apply(axis.workloadName(row.result().contract()), row.result().engine()),
              key -> new java.util.TreeMap<>())
          .put(axis.pointOf(row), row.result().throughput().meanOpsPerSecond());
    }
    return cells;
  }

  /** The class of a contract id ({@code pkg.Class#method}). */
  static String contractClass(String contract) {
    int hash = contract.indexOf('#');
    return hash < 0 ? contract : contract.substring(0, hash);
  }

  private boolean failed(String contract) {
    return rows.stream().anyMatch(row -> row.failed() && row.result().contract().equals(contract));
  }

  private static <T> List<T> concat(List<T> first, List<T> second) {
    List<T> all = new ArrayList<>(first);
    all.addAll(second);
    return all;
  }
}
