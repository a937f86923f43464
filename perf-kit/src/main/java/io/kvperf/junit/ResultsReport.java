package io.kvperf.junit;

import io.kvperf.report.ReportFiles;
import io.kvperf.report.ReportRow;
import io.kvperf.report.RunReport;
import io.kvperf.report.SkippedInvocation;
import io.kvperf.report.VerdictSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The results of this test run, kept in the root context's store and written to the report
 * directory ({@code kvperf-results.json}, {@code jmh-result.json}, {@code results.md}, {@code
 * index.html}) after every invocation, measured or skipped, so that the report is complete even if
 * the run is cut short. When JUnit closes the root store, at the end of the run, it prints how many
 * invocations each verdict had and why any were left unchecked ({@link VerdictSummary}).
 */
final class ResultsReport implements AutoCloseable {
  private final Path directory;
  private RunReport report = RunReport.empty();

  private ResultsReport(Path directory) {
    this.directory = directory;
  }

  static ResultsReport of(ExtensionContext context, KvPerfSettings settings) {
    return context
        .getRoot()
        .getStore(KvPerfExtension.NAMESPACE)
        .getOrComputeIfAbsent(
            ResultsReport.class,
            key -> new ResultsReport(settings.reportDirectory()),
            ResultsReport.class);
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

  /** Prints the run's verdicts below it. */
  @Override
  public synchronized void close() {
    String line = VerdictSummary.line(report);
    if (!line.isEmpty()) {
      System.out.println(line);
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
