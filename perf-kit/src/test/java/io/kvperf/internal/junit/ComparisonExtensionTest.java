package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.files.ShownPath;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.testengines.ArmProbeEngine;
import io.kvperf.testengines.ThrottledEngine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * {@code kvperf.compare} end to end on tiny workloads: each arm's forks run its own class path and
 * JVM options, and a build many times slower than the other of this build against the other fails.
 */
class ComparisonExtensionTest {
  /**
   * And its regression dossier, from four profiled pairs: the frame of the planted extra gets,
   * {@code ThrottledStore.extraGet}, is the frame whose total time moved most, confidently, and a
   * red frame of the differential flame graph.
   */
  @Test
  void eachArmRunsItsOwnJvmOptionsAndAMuchSlowerBuildFails(@TempDir Path directory)
      throws IOException {
    EngineExecutionResults results =
        FixtureRun.run(
            ComparedFixture.class,
            directory,
            Map.of(
                ComparedBuild.PROPERTY,
                "this",
                KvPerfSettings.FORK_JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=2000",
                ComparedBuild.JVM_ARGS_PROPERTY,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=0",
                KvPerfSettings.ENGINES,
                "throttled",
                CompareSettings.PAIRS,
                "8",
                ExplainSettings.EXPLAIN,
                "failed",
                ExplainSettings.TIME,
                "1ms",
                // Long enough for a few hundred samples a fork outside the JIT compiler's
                // threads, which the fixture's own 2 x 100 ms do not give.
                CompareSettings.WARMUP,
                "500ms",
                CompareSettings.ITERATIONS,
                "6"));

    Path dossier =
        FixtureRun.runDirectory(directory, ComparedFixture.class, "get", "throttled")
            .resolve("dossier/dossier.md");
    String written = Files.isRegularFile(dossier) ? Files.readString(dossier) : "(none written)";
    assertThat(FixtureRun.onlyFailure(results))
        .as("the dossier's lines under the verdict; the dossier:%n%s", written)
        .hasMessageContaining(
            "\n  why: total time of io/kvperf/testengines/ThrottledStore.extraGet (test-classes) +")
        .hasMessageContaining("\n  dossier: " + ShownPath.of(dossier) + " (4 profiled pairs took ");
    assertThat(written)
        .contains("4 pairs of forks profiled each arm's measured iterations")
        .containsPattern(
            "## Total time by frame\n\n.*\n.*\n"
                + "\\| 1 \\| `io/kvperf/testengines/ThrottledStore.extraGet` \\(test-classes\\)"
                + " \\| [\\d.]+ % \\| 0.0 % \\| \\+[\\d.]+ \\| [\\d.]+ \\| yes \\|")
        .contains("B: this build again (A/A); no class path entry of its own; JVM options")
        .contains("## Time waiting\n")
        .contains("](flame.svg)");
    assertThat(Files.readString(dossier.resolveSibling("flame.svg")))
        .as("the differential flame graph: the planted frame, red")
        .startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        .containsPattern(
            "<title>io/kvperf/testengines/ThrottledStore.extraGet \\(test-classes\\): A [\\d.]+ %,"
                + " B 0.0 %, \\+[\\d.]+ points</title><rect [^>]* fill=\"rgb\\(245,");
    try (var forks = Files.list(dossier.getParent().resolve("arm-a"))) {
      assertThat(
              forks
                  .filter(path -> path.getFileName().toString().startsWith("fork-"))
                  .map(fork -> fork.resolve("cpu.collapsed")))
          .hasSize(4)
          .allSatisfy(profile -> assertThat(profile).isRegularFile());
    }

    assertThat(FixtureRun.onlyFailure(results))
        .as("the account opens with its answer: the change, against what, and the budget")
        .hasMessageFindingMatch(
            "\\[throttled\\]: throughput -[\\d.]+ % \\[.*\\] against this build again \\(A/A\\);"
                + " a 50 % budget\n")
        .hasMessageContaining("\nA against B in ")
        .hasMessageContaining("budget -50.0 %: FAILED")
        .hasMessageFindingMatch("allocation per operation.*\\(A [\\d.]+ B/op, B [\\d.]+ B/op\\)")
        .hasMessageContaining(
            "B: this build again (A/A), JVM options [-Dkvperf.test.extraCostPercent=0]");
    assertThat(
            FixtureRun.runDirectory(directory, ComparedFixture.class, "get", "throttled")
                .resolve("arm-b/classpath.txt"))
        .isRegularFile();
  }

  /**
   * Both arms in each fork, as the default mode chooses for an engine that runs side by side: the
   * other build's throttled engine, defined by its own class loader, reads its own extra cost (0)
   * from its class path, over the fork's 2000 % that this build reads. Both arms warm up at least
   * {@code kvperf.compare.warmup}, longer than the contract declares, and measure at least {@code
   * kvperf.compare.iterations}, more than it declares; the message says so.
   */
  @Test
  void bothArmsInOneJvmEachRunTheirOwnBuild(@TempDir Path directory) throws IOException {
    Path build = otherBuildWith(directory, ThrottledEngine.EXTRA_COST_RESOURCE, "0");

    EngineExecutionResults results =
        FixtureRun.run(
            ComparedFixture.class,
            directory,
            Map.of(
                ComparedBuild.PROPERTY,
                build + "/",
                KvPerfSettings.FORK_JVM_ARGS,
                "-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=2000",
                KvPerfSettings.ENGINES,
                "throttled",
                CompareSettings.PAIRS,
                "8",
                CompareSettings.WARMUP,
                "300ms",
                CompareSettings.ITERATIONS,
                "3"));

    assertThat(FixtureRun.onlyFailure(results))
        .hasMessageContaining("forks that ran both arms, alternating by iteration")
        .hasMessageContaining(
            "warm-up 1 × 300 ms per arm, not the contract's 1 × 100 ms at this scale"
                + " (kvperf.compare.warmup)")
        .hasMessageContaining(
            "3 measured iterations per arm in each fork, not the contract's 2"
                + " (kvperf.compare.iterations)")
        .hasMessageContaining("budget -50.0 %: FAILED")
        .as("which arm led each fork, balanced over pairs of forks")
        .hasMessageFindingMatch(
            "forks led by ((A B|B A) )*(A|B|A B|B A) \\(drawn from the workload's seed")
        .as("each arm's allocation, B's from the reference's turns")
        .hasMessageFindingMatch("allocation per operation.*\\(A [\\d.]+ B/op, B [\\d.]+ B/op\\)");
  }

  /** arm-probe opens only on the arm's class loader, and throws the probe resource's text. */
  @Test
  void theComparedBuildsEntriesComeFirstInItsForks(@TempDir Path directory) throws IOException {
    Path build = otherBuildWith(directory, ArmProbeEngine.RESOURCE, "arm B's own class path");

    EngineExecutionResults results =
        FixtureRun.run(
            ComparedFixture.class,
            directory,
            Map.of(
                ComparedBuild.PROPERTY, build + "/",
                CompareSettings.MODE, "forks",
                KvPerfSettings.ENGINES, "arm-probe",
                CompareSettings.PAIRS, "4"));

    assertThat(FixtureRun.onlyFailure(results))
        .hasMessageContaining("arm B (" + build + "/): engine 'arm-probe' failed in its forked JVM")
        .hasMessageContaining("arm B's own class path");
  }

  /**
   * An upgrade that changed the API the adapter calls: arm B's {@code ProbeLibrary} has no {@code
   * describe()}. Each arm's fork, or the one JVM running both, meets a {@link NoSuchMethodError}:
   * the invocation fails naming arm B and the missing method, and no fork hangs.
   */
  @ParameterizedTest
  @ValueSource(strings = {"forks", "jvm"})
  void anApiTheAdapterCannotCallFailsNamingTheArm(String mode, @TempDir Path directory)
      throws IOException {
    Path build = Files.createDirectories(directory.resolve("other-build"));
    compile(
        build,
        "io/kvperf/testengines/ProbeLibrary.java",
        "package io.kvperf.testengines;\n"
            + "public final class ProbeLibrary {\n"
            + "  private ProbeLibrary() {}\n"
            + "  public static String name() { return \"probe library 2\"; }\n"
            + "}\n");

    EngineExecutionResults results =
        FixtureRun.run(
            ComparedFixture.class,
            directory,
            Map.of(
                ComparedBuild.PROPERTY,
                build + "/",
                CompareSettings.MODE,
                mode,
                KvPerfSettings.ENGINES,
                "api-probe",
                CompareSettings.PAIRS,
                "4"));

    assertThat(FixtureRun.onlyFailure(results))
        .hasMessageContaining("arm B (" + build + "/)")
        .hasMessageContaining("NoSuchMethodError")
        .hasMessageContaining("ProbeLibrary.describe()");
  }

  /** Compiles {@code source}, at {@code path} in a source tree beside {@code output}, into it. */
  private static void compile(Path output, String path, String source) throws IOException {
    Path file = output.resolveSibling(output.getFileName() + "-sources").resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, source);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    int status = compiler.run(null, null, null, "-d", output.toString(), file.toString());
    assertThat(status).as("javac of " + path).isZero();
  }

  /**
   * A contract with no budget a comparison reads runs on this build only, unless {@code
   * kvperf.compare.unbudgeted} asks for an estimate: then both arms run that many pairs, the
   * verdict is NOT_CHECKED, and the reports give each figure's change with its interval.
   */
  @Test
  void aContractWithoutABudgetIsEstimatedInTheGivenPairsAndNotJudged(@TempDir Path directory) {
    Map<String, String> settings =
        Map.of(ComparedBuild.PROPERTY, "this", KvPerfSettings.ENGINES, "throttled");
    EngineExecutionResults thisBuildOnly =
        FixtureRun.run(UnbudgetedFixture.class, directory.resolve("only"), settings);
    thisBuildOnly.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(directory.resolve("only/report/kvperf-results.json"))
        .content()
        .contains("ran on this build only (kvperf.compare.unbudgeted=4 estimates it");

    Map<String, String> estimating = new HashMap<>(settings);
    estimating.put(CompareSettings.UNBUDGETED, "2");
    EngineExecutionResults estimated =
        FixtureRun.run(UnbudgetedFixture.class, directory.resolve("estimated"), estimating);

    estimated.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(directory.resolve("estimated/report/kvperf-results.json"))
        .content()
        .contains("A against B in 2 forks that ran both arms")
        .contains("estimated and not judged")
        .containsPattern(
            "throughput [-+]\\d+\\.\\d % \\[[-+]\\d+\\.\\d, [-+]\\d+\\.\\d\\], no budget");
  }

  /** A build output directory holding only {@code resource}, with {@code text}. */
  private static Path otherBuildWith(Path directory, String resource, String text)
      throws IOException {
    Path build = Files.createDirectories(directory.resolve("other-build"));
    Files.writeString(build.resolve(resource), text);
    return build;
  }

  @KvPerfContract
  static class UnbudgetedFixture {
    @KvPerfTest
    @Engines(include = "throttled")
    @Workload(preload = 1_000)
    @Measure(warmups = 1, warmupTime = "100ms", iterations = 2, iterationTime = "100ms", forks = 1)
    void get() {}
  }

  @KvPerfContract
  static class ComparedFixture {
    @KvPerfTest
    @Engines(include = {"arm-probe", "api-probe", "throttled"})
    @Workload(preload = 1_000)
    @Measure(warmups = 1, warmupTime = "100ms", iterations = 2, iterationTime = "100ms", forks = 1)
    @Budget(throughputDrop = 50, allocationRise = 1000)
    void get() {}
  }
}
