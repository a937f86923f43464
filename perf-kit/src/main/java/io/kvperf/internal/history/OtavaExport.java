package io.kvperf.internal.history;

import io.kvperf.internal.files.SafeFileName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A history as Apache Otava's CSV input, for teams that run Otava: one CSV file per contract,
 * engine and setup (a "test" to Otava), a row per run with its time and commit, a column per
 * figure's mean and, where an anchor ran, per figure's ratio to it ({@code <figure>.anchorRatio});
 * and the {@code otava.yaml} that names every test's file, time column, attribute and metrics.
 */
public final class OtavaExport {
  /** The time column's format, as Otava's own CSV example writes it. */
  static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss Z", Locale.ROOT).withZone(ZoneOffset.UTC);

  /** The suffix of a figure's column of ratios to the anchor. */
  static final String ANCHOR_RATIO = ".anchorRatio";

  private OtavaExport() {}

  /**
   * One test's table: its name, the header's metric columns and the rows, oldest first.
   *
   * @param name the test's name, {@code <contract>.<engine>} (and the plan where one pair has
   *     several setups)
   * @param metrics the metric columns, after {@code time} and {@code commit}
   * @param rows each run's cells: time, commit, then one per metric (empty where not measured)
   */
  record Test(String name, List<String> metrics, List<List<String>> rows) {}

  /** The tests of {@code points}, by name. */
  static List<Test> tests(List<HistoryPoint> points) {
    Map<String, List<HistoryPoint>> byTest = new TreeMap<>();
    Map<String, TreeSet<String>> setupsOfPair = new TreeMap<>();
    for (HistoryPoint point : points) {
      setupsOfPair
          .computeIfAbsent(point.contract() + "." + point.engine(), pair -> new TreeSet<>())
          .add(setupOf(point));
    }
    for (HistoryPoint point : points) {
      String pair = point.contract() + "." + point.engine();
      String name = setupsOfPair.get(pair).size() == 1 ? pair : pair + "." + point.setup().plan();
      byTest.computeIfAbsent(name, test -> new ArrayList<>()).add(point);
    }
    List<Test> tests = new ArrayList<>();
    byTest.forEach((name, list) -> tests.add(test(name, list)));
    return tests;
  }

  private static String setupOf(HistoryPoint point) {
    return point.setup().machine() + '\0' + point.setup().jdk() + '\0' + point.setup().plan();
  }

  private static Test test(String name, List<HistoryPoint> points) {
    TreeSet<String> metrics = new TreeSet<>();
    Map<String, Map<String, Double>> byRun = new LinkedHashMap<>();
    Map<String, HistoryPoint> firstOfRun = new LinkedHashMap<>();
    points.stream()
        .sorted((a, b) -> Long.compare(a.run().timeEpochMillis(), b.run().timeEpochMillis()))
        .forEach(
            point -> {
              String run = point.run().timeEpochMillis() + " " + point.run().commit();
              firstOfRun.putIfAbsent(run, point);
              Map<String, Double> cells = byRun.computeIfAbsent(run, r -> new TreeMap<>());
              cells.put(point.figure(), point.estimate().mean());
              metrics.add(point.figure());
              point
                  .anchor()
                  .ifPresent(
                      anchor -> {
                        cells.put(point.figure() + ANCHOR_RATIO, anchor.ratio());
                        metrics.add(point.figure() + ANCHOR_RATIO);
                      });
            });
    List<List<String>> rows = new ArrayList<>();
    byRun.forEach(
        (run, cells) -> {
          HistoryPoint first = firstOfRun.get(run);
          List<String> row = new ArrayList<>();
          row.add(TIME.format(Instant.ofEpochMilli(first.run().timeEpochMillis())));
          row.add(first.run().commit());
          metrics.forEach(
              metric -> row.add(cells.containsKey(metric) ? number(cells.get(metric)) : ""));
          rows.add(row);
        });
    return new Test(name, List.copyOf(metrics), rows);
  }

  private static String number(double value) {
    return Double.toString(value);
  }

  /**
   * Writes {@code points} as Otava's input under {@code directory}: a CSV file per test and {@code
   * otava.yaml}.
   *
   * @return the tests written
   */
  public static List<String> write(List<HistoryPoint> points, Path directory) {
    List<Test> tests = tests(points);
    StringBuilder yaml = new StringBuilder("tests:\n");
    try {
      Files.createDirectories(directory);
      for (Test test : tests) {
        String file = SafeFileName.of(test.name()) + ".csv";
        StringBuilder csv = new StringBuilder("time,commit");
        test.metrics().forEach(metric -> csv.append(',').append(metric));
        csv.append('\n');
        test.rows().forEach(row -> csv.append(String.join(",", row)).append('\n'));
        Files.writeString(directory.resolve(file), csv, StandardCharsets.UTF_8);
        yaml.append("  ")
            .append(quoted(test.name()))
            .append(":\n    type: csv\n    file: ")
            .append(quoted(directory.resolve(file).toString()))
            .append("\n    time_column: time\n    attributes: [commit]\n    metrics: [")
            .append(String.join(", ", test.metrics().stream().map(OtavaExport::quoted).toList()))
            .append("]\n    csv_options:\n      delimiter: \",\"\n      quotechar: \"'\"\n");
      }
      Files.writeString(directory.resolve("otava.yaml"), yaml, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write Otava's input under " + directory, e);
    }
    return tests.stream().map(Test::name).toList();
  }

  private static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
