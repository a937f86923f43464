package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Figure;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A comparison's regression dossier in the reports: its moves survive the results file, and
 * results.md and index.html show them; summary.md names the confident moves that grew in A. Each
 * file is compared whole with its expected copy under {@value GoldenFile#RESOURCES}{@code
 * /dossier-tables} ({@link GoldenFile}).
 */
class DossierTablesTest {
  private static final List<ProfileMove> MOVES =
      List.of(
          new ProfileMove(
                  Kind.LIBRARY,
                  "libgcc_s.so.1",
                  "libgcc_s.so.1",
                  0.215,
                  0.0,
                  0.018,
                  ProfileMove.Standing.CONFIDENT)
              .asHeadline(),
          new ProfileMove(
              Kind.LIBRARY,
              "libc.so.6",
              "libc.so.6",
              0.247,
              0.268,
              0.03,
              ProfileMove.Standing.WITHIN_SPREAD),
          new ProfileMove(
              Kind.TOTAL,
              "librocksdbjni.so`rocksdb_get_helper",
              "librocksdbjni.so",
              0.0,
              0.707,
              0.018,
              ProfileMove.Standing.CONFIDENT),
          new ProfileMove(
              Kind.TOTAL,
              "librocksdbjni.so`rocksdb::KVException::ThrowOnError",
              "librocksdbjni.so",
              0.219,
              0.0,
              0.019,
              ProfileMove.Standing.HEADLINE),
          new ProfileMove(
              Kind.SELF,
              "libgcc_s.so.1`_Unwind_Find_FDE",
              "libgcc_s.so.1",
              0.033,
              0.0,
              Double.NaN,
              ProfileMove.Standing.WITHIN_SPREAD));

  @Test
  void theMovesAreKeptAndShown(@TempDir Path directory) throws IOException {
    ReportRow fixture =
        ReportFixtures.row(forked("a.C#get", "rocksdb", 1, 1, 1000), Verdict.OFF, 0);
    List<Judgement> failed =
        List.of(
            new Judgement(
                Figure.Run.THROUGHPUT,
                new Judgement.Compared(Basis.OTHER_BUILD, "B"),
                new Estimate(0.7, 0.6, 0.8),
                new Limits(0.9, 0.9, 0.85),
                Step.PAIRS,
                Verdict.FAILED,
                Reason.BEYOND_BUDGET));
    ReportRow row =
        new ReportRow(
            fixture.result(),
            InvocationVerdict.of(failed),
            failed,
            "detail",
            Double.NaN,
            fixture.measurement(),
            new ReportRow.Shown(
                List.of(),
                List.of(),
                MOVES,
                new FlameFrame(
                    FlameFrame.ROOT,
                    "",
                    1.0,
                    1.0,
                    List.of(
                        new FlameFrame("e/Engine.get", "engine.jar", 0.8, 1.0, List.of()),
                        new FlameFrame("x/Extra.<burn>", "extra.jar", 0.2, 0.0, List.of()))),
                List.of()));
    RunReport report = RunReport.empty().with(row);

    ReportFiles.write(directory, report);

    assertThat(ReportFiles.read(directory)).isEqualTo(report);
    // the moves' table, each with its shares in A and B, its change and whether it is confident;
    // a name from outside the kit in code spans, its backquote replaced
    GoldenFile.assertRendered(
        "dossier-tables/moves.md", Files.readString(directory.resolve(ReportFiles.MARKDOWN)));
    // the same table, the headline's row in red; the flame graph, a frame as wide as A's share of
    // the time, red where A spends more, blue where it spends less
    GoldenFile.assertRendered(
        "dossier-tables/moves.html", Files.readString(directory.resolve(ReportFiles.HTML)));
    // the summary names the confident moves that grew in A (the headline and ThrowOnError) only
    GoldenFile.assertRendered("dossier-tables/moves-summary.md", SummaryMarkdown.render(report));
  }
}
