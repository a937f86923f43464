package io.kvperf.baselines;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.kvperf.internal.gate.Detection;
import io.kvperf.internal.junit.BaselineAudit;
import io.kvperf.internal.junit.BaselineAudit.EntryDetection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The gate's page opens with what each committed baseline's budgets catch on the machine that
 * recorded it, computed from the baselines and the contracts' budgets as the gate reads them
 * ({@link BaselineAudit#detections}). A new baseline, a changed budget or fork count, or a change
 * of the gate's rule that moves a figure fails here, printing the table to paste.
 */
class GateTableTest {
  private static final Path BASELINES = Path.of("../baselines");
  private static final Path GATE_PAGE = Path.of("../docs/gate.md");
  private static final String BEGIN = "<!-- gate-table:begin -->";
  private static final String END = "<!-- gate-table:end -->";

  @Test
  void theGatePageShowsWhatEachCommittedBudgetCatches() throws IOException {
    List<EntryDetection> detections =
        BaselineAudit.detections(BASELINES, getClass().getClassLoader());
    assertThat(detections).as("figures the committed baselines gate").isNotEmpty();
    String expected = BEGIN + "\n" + table(detections) + END;
    String page = Files.readString(GATE_PAGE);
    if (!page.contains(expected)) {
      fail(
          GATE_PAGE.normalize()
              + " does not show what the committed budgets catch; between its markers it should"
              + " read:\n"
              + expected);
    }
  }

  @Test
  void eachFigureGatedOnAMachineIsOneRow() {
    // The rows and the count that sets z come from the same entries and budgets: every figure the
    // build gates on a machine has its row, and no row is of a figure the count leaves out.
    Map<String, List<EntryDetection>> byMachine =
        BaselineAudit.detections(BASELINES, getClass().getClassLoader()).stream()
            .collect(Collectors.groupingBy(GateTableTest::machine));
    byMachine.forEach(
        (machine, rows) ->
            assertThat(rows)
                .as(machine)
                .allSatisfy(row -> assertThat(row.gated().count()).isEqualTo(rows.size())));
  }

  /** The Markdown table of {@code detections}, one row each, ending in a line break. */
  static String table(List<EntryDetection> detections) {
    StringBuilder table =
        new StringBuilder(
            "| contract | engine | figure | budget | boundary | caught 9 times in 10 | forks |"
                + " z | recorded on |\n"
                + "|---|---|---|---|---|---|---|---|---|\n");
    for (EntryDetection row : detections) {
      Detection detection = row.detection();
      String way = detection.drop() ? "drop " : "rise ";
      table.append(
          cells(
              "`" + row.contract().substring(row.contract().lastIndexOf('.') + 1) + "`",
              "`" + row.engine() + "`",
              figure(detection.figure()),
              way + tolerance(detection.tolerancePercent()) + " %",
              way + percent(detection.boundaryPercent()) + (detection.widened() ? ", widened" : ""),
              way + percent(detection.caughtPercent(Detection.NINE_IN_TEN)),
              row.forks() + " + " + row.forks(),
              String.format(
                  Locale.ROOT,
                  "%.2f (%d gated figure%s)",
                  detection.boundaryStandardErrors(),
                  row.gated().count(),
                  row.gated().count() == 1 ? "" : "s"),
              machine(row)));
    }
    return table.toString();
  }

  /** The machine and scale an entry is compared on, as far as the gate tells them apart. */
  private static String machine(EntryDetection row) {
    return row.machine().cpuModel()
        + ", "
        + row.machine().cores()
        + " cores"
        + ("full".equals(row.scale()) ? "" : ", scale " + row.scale());
  }

  /** {@code throughput}, or {@code p99.get} as every report spells it, {@code get p99 latency}. */
  private static String figure(String stored) {
    return stored.startsWith("p99.")
        ? io.kvperf.result.MetricKey.of(
                io.kvperf.api.Operation.ofMetricName(stored.substring(4)).orElseThrow(),
                io.kvperf.result.Statistic.P99_LATENCY)
            .label()
        : stored;
  }

  private static String cells(String... cells) {
    return "| " + String.join(" | ", cells) + " |\n";
  }

  private static String tolerance(double percent) {
    return percent == Math.rint(percent)
        ? String.valueOf((long) percent)
        : String.format(Locale.ROOT, "%.1f", percent);
  }

  private static String percent(double percent) {
    return String.format(Locale.ROOT, "%.1f %%", percent);
  }
}
