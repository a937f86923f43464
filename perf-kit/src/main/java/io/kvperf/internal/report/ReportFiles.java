package io.kvperf.internal.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.kvperf.internal.account.Finding;
import io.kvperf.internal.history.SeriesAnalysis;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * The report files of one directory: {@value #RESULTS} (the whole {@link RunReport}, which merging
 * reads back), {@value #JMH} (JMH's own format), {@value #MARKDOWN}, {@value #HTML} and {@value
 * #SUMMARY}. Each is written to a temporary file first and then moved into place, so a reader never
 * sees half a file.
 */
public final class ReportFiles {
  /** The kit's own whole-run result, the input of merging. */
  public static final String RESULTS = "kvperf-results.json";

  /** The whole run in JMH's JSON result format. */
  public static final String JMH = "jmh-result.json";

  /** The Markdown report. */
  public static final String MARKDOWN = "results.md";

  /** The self-contained HTML report. */
  public static final String HTML = HtmlPage.INDEX;

  /** The verdicts, short enough for a pull request's comment. */
  public static final String SUMMARY = "summary.md";

  /** The history's page, where the run keeps a history. */
  public static final String HISTORY = HtmlPage.HISTORY;

  /** What a shard of a run was dealt ({@code kvperf.shard}), which a merge checks. */
  public static final String SHARD = "shard.json";

  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
          .addMixIn(Finding.class, FindingJson.class)
          .addModule(JudgementJson.module())
          .build();

  private ReportFiles() {}

  /** Writes the five files of {@code report} into {@code directory}, creating it if needed. */
  public static void write(Path directory, RunReport report) throws IOException {
    Files.createDirectories(directory);
    replace(
        directory.resolve(RESULTS),
        JSON.writerWithDefaultPrettyPrinter().writeValueAsString(report));
    replace(directory.resolve(JMH), JmhResultJson.render(report));
    replace(directory.resolve(MARKDOWN), MarkdownReport.render(report));
    replace(directory.resolve(HTML), HtmlReport.render(report));
    replace(directory.resolve(SUMMARY), SummaryMarkdown.render(report));
  }

  /**
   * Writes the history's page, {@value #HISTORY}, of {@code analyses} into {@code directory}, and
   * rewrites {@value #HTML} and {@value #SUMMARY} of {@code report} with the history's findings and
   * a link to the page.
   */
  public static void writeHistory(Path directory, RunReport report, List<SeriesAnalysis> analyses)
      throws IOException {
    Files.createDirectories(directory);
    replace(directory.resolve(HISTORY), HistoryPage.render(analyses));
    replace(
        directory.resolve(HTML),
        HtmlReport.render(report, Optional.of(HistoryText.lines(analyses))));
    replace(
        directory.resolve(SUMMARY),
        SummaryMarkdown.render(report) + HistoryText.markdown(analyses));
  }

  /**
   * Reads the {@value #RESULTS} of {@code directory}.
   *
   * @throws IOException when there is none, or it was written in another format version
   */
  public static RunReport read(Path directory) throws IOException {
    Path file = directory.resolve(RESULTS);
    if (!Files.isRegularFile(file)) {
      throw new IOException(
          "no " + RESULTS + " in " + directory + ": not a kvperf report directory");
    }
    JsonNode tree = JSON.readTree(file.toFile());
    JsonNode version = tree == null ? null : tree.get("formatVersion");
    if (version == null || !version.isInt() || version.intValue() != RunReport.FORMAT_VERSION) {
      throw new IOException(
          file
              + " has format version "
              + (version == null ? "(none)" : version)
              + ", but this kvperf reads version "
              + RunReport.FORMAT_VERSION);
    }
    return JSON.treeToValue(tree, RunReport.class);
  }

  private static void replace(Path file, String text) throws IOException {
    Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(temporary, text, StandardCharsets.UTF_8);
    Files.move(
        temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
