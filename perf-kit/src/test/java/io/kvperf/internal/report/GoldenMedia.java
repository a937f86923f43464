package io.kvperf.internal.report;

import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.junit.ConcludedInvocation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The golden run's files: the five report files, as the run's report writes them, the console's
 * lines (each invocation's, then the run's verdicts, as printed at its end) and the JUnit report
 * entries each invocation published.
 */
final class GoldenMedia {
  /** The files {@link #write} writes, in the order they are compared. */
  static final List<String> FILES =
      List.of(
          "console.txt",
          "report-entries.txt",
          ReportFiles.MARKDOWN,
          ReportFiles.HTML,
          ReportFiles.SUMMARY,
          ReportFiles.RESULTS,
          ReportFiles.JMH);

  /** What stands for the scratch directory wherever a file shows a path in it. */
  static final String SCRATCH = "{scratch}";

  private GoldenMedia() {}

  /**
   * Writes {@link #FILES} of {@code invocations} and {@code skipped} into {@code directory}, every
   * path in {@code scratch} shown as {@value #SCRATCH}.
   *
   * @throws IllegalStateException when a file shows {@code scratch} in another form
   */
  static void write(
      List<ConcludedInvocation> invocations,
      List<SkippedInvocation> skipped,
      Path scratch,
      Path directory)
      throws IOException {
    RunReport report = RunReport.empty();
    StringBuilder console = new StringBuilder();
    StringBuilder entries = new StringBuilder();
    for (ConcludedInvocation invocation : invocations) {
      report = report.with(invocation.row());
      console.append(invocation.consoleLine()).append('\n');
      entries
          .append(invocation.row().result().contract())
          .append(" [")
          .append(invocation.row().result().engine())
          .append("]\n");
      for (Map.Entry<String, String> entry : invocation.reportEntries().entrySet()) {
        String value = entry.getValue().replace("\n", "\n    ");
        entries.append("  ").append(entry.getKey()).append(" = ").append(value).append('\n');
      }
    }
    for (SkippedInvocation skip : skipped) {
      report = report.with(skip);
    }
    console.append(VerdictSummary.line(report)).append('\n');
    ReportFiles.write(directory, report);
    Files.writeString(directory.resolve(FILES.get(0)), console, StandardCharsets.UTF_8);
    Files.writeString(directory.resolve(FILES.get(1)), entries, StandardCharsets.UTF_8);
    String shown = ShownPath.of(scratch);
    for (String name : FILES) {
      Path file = directory.resolve(name);
      String text = Files.readString(file, StandardCharsets.UTF_8).replace(shown, SCRATCH);
      if (text.contains(scratch.getFileName().toString())) {
        throw new IllegalStateException(
            name + " shows the scratch directory in a form other than " + shown);
      }
      Files.writeString(file, text, StandardCharsets.UTF_8);
    }
  }
}
