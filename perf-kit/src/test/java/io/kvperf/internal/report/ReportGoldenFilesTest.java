package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.kvperf.internal.decision.Outcome;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every report file of a fixed run ({@link GoldenRun}) is byte for byte its golden copy in {@value
 * #GOLDEN} under {@value GoldenFile#RESOURCES}: the console's lines, the JUnit report entries,
 * {@code results.md}, {@code index.html}, {@code summary.md}, {@code kvperf-results.json} and
 * {@code jmh-result.json}. A change to what a decider says or how a renderer writes it shows here
 * as a difference to explain. Run with {@code -D}{@value GoldenFile#REWRITE_PROPERTY}{@code =true}
 * to write the golden copies anew (the test then fails, saying so), and review their diff.
 */
class ReportGoldenFilesTest {
  /** The golden copies, under {@link GoldenFile#RESOURCES}. */
  static final String GOLDEN = "golden";

  @Test
  void everyReportFileIsItsGoldenCopy(@TempDir Path scratch, @TempDir Path rendered)
      throws IOException {
    GoldenRun.in(scratch).render(rendered);
    Path golden = Path.of(GoldenFile.RESOURCES, GOLDEN);
    if (GoldenFile.Mode.current() == GoldenFile.Mode.REWRITE) {
      Files.createDirectories(golden);
      for (String name : GoldenMedia.FILES) {
        Files.copy(
            rendered.resolve(name), golden.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      }
      fail(
          "rewrote the "
              + GoldenMedia.FILES.size()
              + " golden files in "
              + golden.toAbsolutePath()
              + " ("
              + GoldenFile.REWRITE_PROPERTY
              + "=true): review their diff, then run the test without it");
    }
    List<String> differences = new ArrayList<>();
    for (String name : GoldenMedia.FILES) {
      GoldenFile.firstDifference(
              GOLDEN + "/" + name, golden.resolve(name), Files.readAllBytes(rendered.resolve(name)))
          .ifPresent(differences::add);
    }
    if (Files.isDirectory(golden)) {
      try (Stream<Path> files = Files.list(golden)) {
        files
            .map(file -> file.getFileName().toString())
            .filter(name -> !GoldenMedia.FILES.contains(name))
            .sorted()
            .forEach(name -> differences.add(name + ": a golden file the run renders no more"));
      }
    }
    if (!differences.isEmpty()) {
      fail(String.join("\n", differences) + "\n" + GoldenFile.howToAccept());
    }
  }

  /**
   * The golden run reaches what it is there to pin: every kind of basis and step the deciders judge
   * on, every verdict an invocation can have in a check, a version that could not run, a missing
   * baseline, a contract no comparison reads, a dossier, every kind of finding and a skipped
   * engine.
   */
  @Test
  void theGoldenRunReachesEveryDecider(@TempDir Path scratch) throws IOException {
    List<Outcome> outcomes = GoldenRun.in(scratch).outcomes();
    List<Judgement> judgements =
        outcomes.stream().flatMap(outcome -> outcome.judgements().stream()).toList();

    assertThat(judgements)
        .extracting(Judgement::basis)
        .contains(
            Basis.BASELINE,
            Basis.OTHER_BUILD,
            Basis.OTHER_ENGINE,
            Basis.OTHER_OPERATION,
            Basis.LIMIT);
    assertThat(judgements)
        .extracting(Judgement::step)
        .contains(Step.FIRST_LOOK, Step.CONFIRMATION, Step.PAIRS, Step.MEASURED);
    assertThat(outcomes)
        .extracting(Outcome::verdict)
        .contains(Verdict.FAILED, Verdict.PASSED, Verdict.INCONCLUSIVE, Verdict.NOT_CHECKED);
    assertThat(judgements)
        .extracting(Judgement::reason)
        .contains(Reason.COULD_NOT_RUN, Reason.NO_BASELINE, Reason.NO_COMPARABLE_BUDGET);
    assertThat(outcomes)
        .as("a dossier's moves and flame graph")
        .anySatisfy(
            outcome -> {
              assertThat(outcome.profileMoves()).isNotEmpty();
              assertThat(outcome.flameGraph().isEmpty()).isFalse();
            });
    assertThat(outcomes)
        .as("every kind of finding")
        .flatExtracting(Outcome::findings)
        .extracting(finding -> finding.getClass().getSimpleName())
        .containsExactlyInAnyOrder("TopCause", "WorstVersion", "FirstMovedVersion");
    assertThat(GoldenRun.skipped()).isNotEmpty();
  }
}
