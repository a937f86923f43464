package io.kvperf.internal.report;

import static io.kvperf.internal.report.ReportFixtures.forked;
import static org.assertj.core.api.Assertions.assertThat;

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
 * results.md and index.html show them; summary.md names the confident moves that grew in A.
 */
class DossierTablesTest {
  private static final List<ProfileMove> MOVES =
      List.of(
          new ProfileMove(Kind.LIBRARY, "libgcc_s.so.1", "libgcc_s.so.1", 0.215, 0.0, 0.018, true)
              .asHeadline(),
          new ProfileMove(Kind.LIBRARY, "libc.so.6", "libc.so.6", 0.247, 0.268, 0.03, false),
          new ProfileMove(
              Kind.TOTAL,
              "librocksdbjni.so`rocksdb_get_helper",
              "librocksdbjni.so",
              0.0,
              0.707,
              0.018,
              true),
          new ProfileMove(
              Kind.TOTAL,
              "librocksdbjni.so`rocksdb::KVException::ThrowOnError",
              "librocksdbjni.so",
              0.219,
              0.0,
              0.019,
              true,
              true),
          new ProfileMove(
              Kind.SELF,
              "libgcc_s.so.1`_Unwind_Find_FDE",
              "libgcc_s.so.1",
              0.033,
              0.0,
              Double.NaN,
              false));

  @Test
  void theMovesAreKeptAndShown(@TempDir Path directory) throws IOException {
    ReportRow fixture =
        ReportFixtures.row(forked("a.C#get", "rocksdb", 1, 1, 1000), Verdict.OFF, 0);
    List<Judgement> failed =
        List.of(
            new Judgement(
                "throughput",
                true,
                Basis.OTHER_BUILD,
                "B",
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
            List.of());
    RunReport report = RunReport.empty().with(row);

    ReportFiles.write(directory, report);

    assertThat(ReportFiles.read(directory)).isEqualTo(report);
    assertThat(Files.readString(directory.resolve(ReportFiles.MARKDOWN)))
        .contains("### a.C#get \\[rocksdb\\]: why, from the regression dossier")
        .contains(
            "| `total time of librocksdbjni.so'rocksdb::KVException::ThrowOnError`"
                + " | `librocksdbjni.so` | 21.9 % | 0.0 % | +21.9 | 1.90 | yes |")
        .contains("| `libgcc_s.so.1` | 3.3 % | 0.0 % | +3.3 | one pair | no |");
    assertThat(Files.readString(directory.resolve(ReportFiles.HTML)))
        .contains("rocksdb: why, from the regression dossier")
        .contains(
            "<tr class=\"failed\"><td>CPU in libgcc_s.so.1</td><td>libgcc_s.so.1</td>"
                + "<td>21.5 %</td><td>0.0 %</td><td>+21.5</td><td>1.80</td><td>yes</td></tr>")
        .as("the flame graph: a frame as wide as A's share, red where A spends more")
        .contains(
            "<title>x/Extra.&lt;burn&gt; (extra.jar): A 20.0 %, B 0.0 %, +20.0 points</title>")
        .contains("width=\"240.0\" height=\"15\" fill=\"rgb(245,50,50)\"")
        .contains("<title>e/Engine.get (engine.jar): A 80.0 %, B 100.0 %, -20.0 points</title>")
        .contains("width=\"960.0\" height=\"15\" fill=\"rgb(50,50,245)\"");
    assertThat(SummaryMarkdown.render(report))
        .contains(
            "|  |  |  | why: CPU in libgcc_s.so.1 +21.5 points (A 21.5 %, B 0.0 %) |\n"
                + "|  |  |  | why: total time of librocksdbjni.so\\`rocksdb::KVException::ThrowOnError"
                + " (librocksdbjni.so) +21.9 points (A 21.9 %, B 0.0 %) |\n")
        .as("the moves that are not headlines are in the tables only")
        .doesNotContain("rocksdb_get_helper")
        .doesNotContain("_Unwind_Find_FDE");
  }
}
