package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.files.SafeFileName;
import io.kvperf.internal.report.ReportFiles;
import io.kvperf.internal.report.RunReport;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.OutputDirectoryCreator;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Runs a fixture contract class through the Jupiter engine with kvperf settings under a directory.
 */
final class FixtureRun {
  private FixtureRun() {}

  static EngineExecutionResults run(
      Class<?> fixture, Path directory, Map<String, String> settings) {
    EngineTestKit.Builder builder =
        EngineTestKit.engine("junit-jupiter")
            // Only the settings given here: a -Dkvperf.baseline=strict (or any kvperf.* system
            // property) on the command line must not change the kit's own tests.
            .enableImplicitConfigurationParameters(false)
            .selectors(selectClass(fixture))
            .configurationParameter(
                KvPerfSettings.BASELINE_DIR, directory.resolve("baselines").toString())
            .configurationParameter(
                KvPerfSettings.REPORT_DIR, directory.resolve("report").toString())
            // Fixtures compare tiny plans: keep their warm-up and iterations, unless a test sets
            // them.
            .configurationParameter(CompareSettings.WARMUP, "0ms")
            .configurationParameter(CompareSettings.ITERATIONS, "1")
            // Nor do they profile a comparison that fails, unless a test asks.
            .configurationParameter(ExplainSettings.EXPLAIN, "false")
            // Where JUnit's file publishing writes, as a launcher configures it.
            .outputDirectoryCreator(new Outputs(directory.resolve("outputs")));
    settings.forEach(builder::configurationParameter);
    EngineExecutionResults results = builder.execute();
    // A fixture's failures are part of the test's story: show them on the console.
    results.allEvents().failed().stream()
        .forEach(
            event ->
                System.out.println(
                    "fixture failure in "
                        + event.getTestDescriptor().getDisplayName()
                        + ": "
                        + failureOf(event)));
    return results;
  }

  /**
   * The run directory of {@code fixture}'s {@code method} on {@code engine} in a run under {@code
   * directory}, named as the kit names it.
   */
  static Path runDirectory(Path directory, Class<?> fixture, String method, String engine) {
    return directory
        .resolve("report/runs")
        .resolve(SafeFileName.of(fixture.getName() + "." + method))
        .resolve(engine);
  }

  /** Output directories under one root, one per test descriptor. */
  private record Outputs(Path root) implements OutputDirectoryCreator {
    @Override
    public Path getRootDirectory() {
      return root;
    }

    @Override
    public Path createOutputDirectory(TestDescriptor descriptor) throws IOException {
      String name = descriptor.getUniqueId().toString().replaceAll("[^A-Za-z0-9._-]", "_");
      return Files.createDirectories(root.resolve(name));
    }
  }

  /** The failure of the only failed invocation of {@code results}. */
  static Throwable onlyFailure(EngineExecutionResults results) {
    return failureOf(results.testEvents().failed().list().get(0));
  }

  /**
   * The outcome the only failed invocation of {@code results} failed on, as values: its judgements
   * and its account's lines.
   */
  static Outcome failedOutcome(EngineExecutionResults results) {
    Throwable failure = onlyFailure(results);
    if (!(failure instanceof InvocationFailedError failed)) {
      throw new AssertionError("the invocation did not fail on its outcome: " + failure, failure);
    }
    return failed.outcome();
  }

  /** The lines of {@code outcome}'s account that are {@code kind}, in order. */
  static <T extends AccountLine> List<T> lines(Outcome outcome, Class<T> kind) {
    return outcome.account().lines().stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  /**
   * The report of a run under {@code directory}, read back from its {@code kvperf-results.json}.
   */
  static RunReport report(Path directory) throws IOException {
    return ReportFiles.read(directory.resolve("report"));
  }

  /**
   * Checks that the Markdown and HTML reports of the run under {@code directory} are what the
   * renderers write of its {@code kvperf-results.json} read back: the values the tests assert are
   * the ones the reports show. Returns the report read back.
   */
  static RunReport reportsRenderedFromResults(Path directory) throws IOException {
    RunReport report = report(directory);
    Path again = directory.resolve("report-again");
    ReportFiles.write(again, report);
    for (String file : List.of(ReportFiles.MARKDOWN, ReportFiles.HTML)) {
      assertThat(directory.resolve("report").resolve(file))
          .as("%s, against the same written again from the results read back", file)
          .hasSameTextualContentAs(again.resolve(file), StandardCharsets.UTF_8);
    }
    return report;
  }

  private static Throwable failureOf(Event event) {
    return event
        .getPayload(TestExecutionResult.class)
        .flatMap(TestExecutionResult::getThrowable)
        .orElseThrow();
  }
}
