package io.kvperf.internal.junit;

import io.kvperf.internal.history.Acknowledged;
import io.kvperf.internal.history.ChangePointDetector;
import io.kvperf.internal.history.DetectorParameters;
import io.kvperf.internal.history.HistoryDirectory;
import io.kvperf.internal.history.HistoryRead;
import io.kvperf.internal.history.Series;
import io.kvperf.internal.history.SeriesAnalysis;
import io.kvperf.internal.report.HistoryText;
import io.kvperf.internal.report.ReportFiles;
import io.kvperf.internal.report.ReportRow;
import io.kvperf.internal.report.RunReport;
import io.kvperf.internal.report.SkippedInvocation;
import io.kvperf.internal.report.SummaryMarkdown;
import io.kvperf.internal.report.VerdictSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;

/**
 * The results of this test run, kept in the {@link RunContext} and written to the report directory
 * ({@code kvperf-results.json}, {@code jmh-result.json}, {@code results.md}, {@code index.html},
 * {@code summary.md}) after every invocation, measured or skipped, so that the report is complete
 * even if the run is cut short. When JUnit closes the run's context, at the end of the run, it
 * prints how many invocations each verdict had and why any were left unchecked ({@link
 * VerdictSummary}); where the run keeps a history, it then reads the history whole, finds where
 * each series moved, writes {@code history.html} and leads {@code index.html} and {@code
 * summary.md} with what the history found.
 */
final class ResultsReport implements AutoCloseable {
  private final Path directory;
  private final Optional<Path> stepSummary;
  private final Optional<Path> history;
  private RunReport report = RunReport.empty();

  /**
   * A report written to {@code directory}, whose summary is appended at the end of the run to
   * {@code stepSummary}, a CI job's summary file ({@code GITHUB_STEP_SUMMARY}), if given.
   */
  ResultsReport(Path directory, Optional<Path> stepSummary) {
    this(directory, stepSummary, Optional.empty());
  }

  /** As {@link #ResultsReport(Path, Optional)}, with the history kept in {@code history}. */
  ResultsReport(Path directory, Optional<Path> stepSummary, Optional<Path> history) {
    this.history = history;
    this.directory = directory;
    this.stepSummary = stepSummary;
  }

  /** Adds a measured invocation and rewrites the report; returns the Markdown report's path. */
  synchronized Path add(ReportRow row) {
    report = report.with(row);
    return write();
  }

  /** Adds a skipped invocation and rewrites the report. */
  synchronized void skip(SkippedInvocation skipped) {
    report = report.with(skipped);
    write();
  }

  /** Prints the run's verdicts below it, and appends its summary to the CI job's, if any. */
  @Override
  public synchronized void close() {
    String line = VerdictSummary.line(report);
    if (!line.isEmpty()) {
      System.out.println(line);
    }
    String historyText = history.map(this::writeHistory).orElse("");
    if (stepSummary.isPresent() && !report.rows().isEmpty()) {
      try {
        Files.writeString(
            stepSummary.get(),
            SummaryMarkdown.render(report) + historyText + "\n",
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.APPEND);
      } catch (IOException e) {
        System.out.println(
            "kvperf: cannot append the summary to " + stepSummary.get() + ": " + e.getMessage());
      }
    }
  }

  /**
   * Reads the history in {@code kept}, writes its page and leads the reports with its findings;
   * returns them as {@code summary.md}'s section. A history that cannot be read is said on the
   * console, and the run's own reports stand.
   */
  private String writeHistory(Path kept) {
    try {
      HistoryRead read = new HistoryDirectory(kept).read();
      read.unread().forEach(unread -> System.out.println("kvperf: history: " + unread.describe()));
      List<SeriesAnalysis> analyses =
          SeriesAnalysis.of(
              Series.of(read.points()),
              Acknowledged.read(kept),
              new ChangePointDetector(DetectorParameters.DEFAULTS));
      ReportFiles.writeHistory(directory, report, analyses);
      HistoryText.lines(analyses).forEach(text -> System.out.println("kvperf: history: " + text));
      return HistoryText.markdown(analyses);
    } catch (IOException | RuntimeException e) {
      System.out.println("kvperf: cannot read the history in " + kept + ": " + e.getMessage());
      return "";
    }
  }

  private Path write() {
    try {
      ReportFiles.write(directory, report);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the report in " + directory, e);
    }
    return directory.resolve(ReportFiles.MARKDOWN);
  }
}
