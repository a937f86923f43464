package io.kvperf.junit;

import io.kvperf.report.MarkdownReport;
import io.kvperf.report.ReportRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The results of this test run, kept in the root context's store and written to {@code results.md}
 * after every invocation, so that the report is complete even if the run is cut short.
 */
final class ResultsReport {
  private final Path directory;
  private final List<ReportRow> rows = new ArrayList<>();

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

  synchronized Path add(ReportRow row) {
    rows.add(row);
    Path file = directory.resolve("results.md");
    try {
      Files.createDirectories(directory);
      Files.writeString(file, MarkdownReport.render(rows));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the report " + file, e);
    }
    return file;
  }
}
