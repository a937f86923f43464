package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static io.kvperf.internal.report.ReportFixtures.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Operation;
import io.kvperf.result.Figure;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.GateScores;
import io.kvperf.result.Judgement;
import io.kvperf.result.MeasuredFigures;
import io.kvperf.result.Reason;
import io.kvperf.result.Statistic;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writing, reading back and merging report directories. */
class ReportFilesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aReportReadBackRendersTheSameFiles(@TempDir Path directory) throws IOException {
    RunReport report =
        RunReport.empty()
            .with(row(forked("a.C#get", "skiplist", 1, 3, 1000), Verdict.PASSED, 990))
            .with(row(forked("a.C#get", "rocksdb", 1, 3, 500), Verdict.NOT_CHECKED, Double.NaN))
            .with(scored(row(forked("a.C#get", "lmdb", 1, 3, 800), Verdict.PASSED, 800)))
            .with(new SkippedInvocation("a.C#get", "krati", "lacks [SCAN]"));
    ReportFiles.write(directory, report);
    assertThat(directory.resolve(ReportFiles.RESULTS)).isRegularFile();
    String markdown = Files.readString(directory.resolve(ReportFiles.MARKDOWN));
    String html = Files.readString(directory.resolve(ReportFiles.HTML));
    String jmh = Files.readString(directory.resolve(ReportFiles.JMH));

    RunReport read = ReportFiles.read(directory);
    assertThat(read).isEqualTo(report);
    Path again = directory.resolve("again");
    ReportFiles.write(again, read);
    assertThat(Files.readString(again.resolve(ReportFiles.MARKDOWN))).isEqualTo(markdown);
    assertThat(Files.readString(again.resolve(ReportFiles.HTML))).isEqualTo(html);
    assertThat(Files.readString(again.resolve(ReportFiles.JMH))).isEqualTo(jmh);
    assertThat(html).contains("throughput of lmdb, ratio to the baseline");
  }

  @Test
  void aCauseIsReadBackAndAReportWrittenBeforeCausesReadsAsHavingNone(@TempDir Path directory)
      throws IOException {
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 3, 1000),
                    List.of(ReportFixtures.versionThatCouldNotRun())));
    ReportFiles.write(directory, report);

    assertThat(ReportFiles.read(directory)).isEqualTo(report);

    Path file = directory.resolve(ReportFiles.RESULTS);
    assertThat(JSON.readTree(file.toFile()).findValues("cause")).hasSize(1);
    String written = Files.readString(file);
    Files.writeString(file, written.replaceAll(",\\s*\"cause\" : \"[^\"]*\"", ""));
    assertThat(JSON.readTree(file.toFile()).findValues("cause")).isEmpty();
    assertThat(ReportFiles.read(directory).rows().get(0).judgements().get(0).cause()).isEmpty();
  }

  @Test
  void findingsAreReadBackAndAReportWrittenBeforeThemReadsAsHavingNone(@TempDir Path directory)
      throws IOException {
    RunReport found =
        RunReport.empty()
            .with(
                ReportFixtures.found(
                    row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.FAILED, 990),
                    List.of(
                        ReportFixtures.firstMovedVersion(),
                        ReportFixtures.worstVersion(),
                        ReportFixtures.topCause())));
    ReportFiles.write(directory, found);

    assertThat(ReportFiles.read(directory)).isEqualTo(found);

    RunReport none =
        RunReport.empty().with(row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.FAILED, 990));
    ReportFiles.write(directory, none);
    Path file = directory.resolve(ReportFiles.RESULTS);
    assertThat(JSON.readTree(file.toFile()).findValues("findings")).hasSize(1);
    Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"findings\" : \\[ \\]", ""));
    assertThat(JSON.readTree(file.toFile()).findValues("findings")).isEmpty();
    assertThat(ReportFiles.read(directory)).isEqualTo(none);
  }

  @Test
  void aRowWrittenBeforeItsScoresDossierAndFindingsReadsAsHavingNone(@TempDir Path directory)
      throws IOException {
    RunReport none =
        RunReport.empty().with(row(forked("a.C#get", "rocksdb", 1, 3, 1000), Verdict.FAILED, 990));
    ReportFiles.write(directory, none);
    Path file = directory.resolve(ReportFiles.RESULTS);
    JsonNode document = JSON.readTree(file.toFile());
    com.fasterxml.jackson.databind.node.ObjectNode row =
        (com.fasterxml.jackson.databind.node.ObjectNode) document.get("rows").get(0);
    List<String> drawn =
        List.of("gateScores", "armEstimates", "profileMoves", "flameGraph", "findings");
    assertThat(row.remove(drawn).fieldNames())
        .toIterable()
        .containsExactly(
            "result", "verdict", "judgements", "account", "baselineOpsPerSecond", "measurement");
    JSON.writeValue(file.toFile(), document);

    assertThat(ReportFiles.read(directory)).isEqualTo(none);
  }

  @Test
  void aResultsFileReadsBackToTypedFiguresAndIsWrittenAgainByteForByte(@TempDir Path directory)
      throws IOException {
    Path golden = Path.of(GoldenFile.RESOURCES, ReportGoldenFilesTest.GOLDEN, ReportFiles.RESULTS);
    Files.copy(golden, directory.resolve(ReportFiles.RESULTS));

    RunReport read = ReportFiles.read(directory);
    assertThat(read.rows().stream().flatMap(row -> row.judgements().stream()))
        .extracting(Judgement::figure)
        .contains(
            Figure.Run.THROUGHPUT,
            Figure.Run.GC_MAX_PAUSE,
            Figure.Run.GC_SHARE,
            MeasuredFigures.of(Operation.GET, Statistic.P99_LATENCY),
            MeasuredFigures.of(Statistic.OPERATION_ALLOCATION_PER_OP),
            new Figure.OperationRatio(Operation.REVERSE_SCAN, Operation.SCAN),
            new Figure.EngineRatio("bdb-je"),
            new Figure.Build("org.rocksdb:rocksdbjni:10.10.1"),
            Figure.Whole.BUDGETS_BETWEEN_BUILDS);
    Path again = directory.resolve("again");
    ReportFiles.write(again, read);
    assertThat(again.resolve(ReportFiles.RESULTS)).hasSameBinaryContentAs(golden);
  }

  @Test
  void aJudgementsFigureIsWrittenAsItsLabelAndItsDirectionIsTheFiguresOwn(@TempDir Path directory)
      throws IOException {
    Judgement unchecked =
        Judgement.notChecked(
            new Figure.EveryOperation(Statistic.P99_LATENCY), "b.json", Reason.NO_BASELINE);
    RunReport report =
        RunReport.empty()
            .with(
                ReportFixtures.judged(
                    forked("a.C#get", "rocksdb", 1, 3, 1000), List.of(unchecked)));
    ReportFiles.write(directory, report);
    Path file = directory.resolve(ReportFiles.RESULTS);
    JsonNode written = JSON.readTree(file.toFile()).findValue("judgements").get(0);
    assertThat(written.get("figure").textValue()).isEqualTo("p99 latency");
    assertThat(written.get("higherIsBetter").booleanValue()).isFalse();

    Files.writeString(
        file,
        Files.readString(file).replace("\"higherIsBetter\" : false", "\"higherIsBetter\" : true"));
    assertThat(ReportFiles.read(directory)).as("the direction is not read").isEqualTo(report);

    Files.writeString(
        file,
        Files.readString(file)
            .replace("\"figure\" : \"p99 latency\"", "\"figure\" : \"p99 of get\""));
    assertThatThrownBy(() -> ReportFiles.read(directory))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("p99 of get")
        .hasMessageContaining("a judgement's figure no kvperf figure has");
  }

  private static ReportRow scored(ReportRow row) {
    return new ReportRow(
        row.result(),
        row.verdict(),
        row.judgements(),
        row.account(),
        row.baselineOpsPerSecond(),
        row.measurement(),
        new ReportRow.Shown(
            List.of(
                new GateScores(
                    "throughput",
                    true,
                    List.of(List.of(1.01, 0.99), List.of(1.0, 1.02)),
                    List.of(0.97, 1.0, 0.99),
                    0.9)),
            List.of(),
            List.of(),
            FlameFrame.none(),
            List.of()));
  }

  @Test
  void shardsMergeIntoOneReportALaterShardsResultReplacingAnEarlierOne(@TempDir Path directory)
      throws IOException {
    Path first = directory.resolve("shard-1");
    Path second = directory.resolve("shard-2");
    ReportFiles.write(
        first,
        RunReport.empty()
            .with(row(forked("a.C#get", "skiplist", 1, 3, 1000), Verdict.PASSED, 990))
            .with(new SkippedInvocation("b.C#scan", "krati", "lacks [SCAN]"))
            .with(new SkippedInvocation("a.C#get", "lmdb", "not among kvperf.engines [skiplist]")));
    ReportFiles.write(
        second,
        RunReport.empty()
            .with(row(forked("a.C#get", "skiplist", 1, 3, 700), Verdict.FAILED, 990))
            .with(row(forked("a.C#get", "lmdb", 1, 3, 2000), Verdict.PASSED, 2000)));

    RunReport merged = MergeReports.merge(List.of(first, second));
    assertThat(merged.rows())
        .extracting(r -> r.result().engine() + " " + r.verdict().verdict())
        .containsExactly("skiplist FAILED", "lmdb PASSED");
    assertThat(merged.skipped())
        .as("lmdb ran in the second shard; krati's skip stays")
        .extracting(SkippedInvocation::engine)
        .containsExactly("krati");
    assertThat(merged.contracts()).containsExactly("a.C#get", "b.C#scan");
  }

  @Test
  void aDirectoryWithoutAReportOrOfAnotherFormatIsAClearError(@TempDir Path directory)
      throws IOException {
    assertThatThrownBy(() -> ReportFiles.read(directory))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "no " + ReportFiles.RESULTS + " in " + directory + ": not a kvperf report directory");
    Path file = directory.resolve(ReportFiles.RESULTS);
    Files.writeString(file, "{\"formatVersion\": 99}");
    assertThatThrownBy(() -> ReportFiles.read(directory))
        .isInstanceOf(IOException.class)
        .hasMessage(
            file
                + " has format version 99, but this kvperf reads version "
                + RunReport.FORMAT_VERSION);
  }
}
