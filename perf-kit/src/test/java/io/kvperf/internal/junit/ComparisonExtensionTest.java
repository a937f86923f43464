package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.ArmsAllocation;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierWritten;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.account.StorePreloadedOnce;
import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.account.WarmupRaised;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.AccountText;
import io.kvperf.internal.report.ComparisonAccountText;
import io.kvperf.internal.report.FlameGraphSvg;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.settings.ComparePreload;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.Figure;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import io.kvperf.testengines.ArmProbeEngine;
import io.kvperf.testengines.ThrottledEngine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
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
  /** How {@code kvperf.compare=this} names arm B. */
  private static final String THIS_BUILD_AGAIN = "this build again (A/A)";

  /** The frame of the throttled engine's planted extra gets. */
  private static final String PLANTED_FRAME = "io/kvperf/testengines/ThrottledStore.extraGet";

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

    Outcome outcome = FixtureRun.failedOutcome(results);
    assertThat(FixtureRun.onlyFailure(results))
        .as("the failure's message: the account, as the reports write it")
        .hasMessage(
            ComparedFixture.class.getName()
                + "#get [throttled]: "
                + JudgementText.account(outcome.judgements(), AccountText.of(outcome.account())));
    assertThat(outcome.judgements())
        .as("the answer: throughput against this build again, beyond its 50 % budget")
        .filteredOn(judgement -> judgement.figure() == Figure.Run.THROUGHPUT)
        .singleElement()
        .satisfies(
            judgement -> {
              assertThat(judgement.basis()).isEqualTo(Basis.OTHER_BUILD);
              assertThat(judgement.against()).isEqualTo(THIS_BUILD_AGAIN);
              assertThat(judgement.change().ratio()).isLessThan(1);
              assertThat(judgement.limits().budget()).isEqualTo(0.5);
              assertThat(judgement.verdict()).isEqualTo(Verdict.FAILED);
              assertThat(judgement.reason()).isEqualTo(Reason.BEYOND_BUDGET);
            });
    assertThat(FixtureRun.lines(outcome, PairsHeading.class))
        .singleElement()
        .satisfies(heading -> assertThat(heading.pairs()).isPositive());
    throughputFailsItsHalfBudget(outcome);
    eachArmsAllocationIsMeasured(outcome);
    assertThat(FixtureRun.lines(outcome, ComparedArm.class))
        .as("arm B: this build again, with its own JVM options and no class path entry of its own")
        .contains(
            new ComparedArm(
                "B",
                THIS_BUILD_AGAIN,
                List.of("-D" + ThrottledEngine.EXTRA_COST_PROPERTY + "=0"),
                List.of()));
    Path runDirectory =
        FixtureRun.runDirectory(directory, ComparedFixture.class, "get", "throttled");
    assertThat(runDirectory.resolve("arm-b/classpath.txt")).isRegularFile();
    theDossierNamesThePlantedFrame(outcome, runDirectory.resolve("dossier"));
  }

  /**
   * The regression dossier, from four profiled pairs: the frame of the planted extra gets is the
   * frame whose total time moved most, confidently, the account's reason why, and a frame of the
   * differential flame graph that grew in A.
   */
  private static void theDossierNamesThePlantedFrame(Outcome outcome, Path directory)
      throws IOException {
    Path dossier = directory.resolve("dossier.md");
    assertThat(FixtureRun.lines(outcome, DossierWritten.class))
        .singleElement()
        .satisfies(
            written -> {
              assertThat(written.file()).isEqualTo(dossier);
              assertThat(written.cost().profiledPairs()).isEqualTo(4);
              assertThat(Files.readString(dossier))
                  .as("the dossier tells what its pairs cost, as the account does")
                  .contains(ComparisonAccountText.cost(written.cost()));
            });
    assertThat(FixtureRun.lines(outcome, DossierHeadline.class))
        .as("why: the planted frame's total time")
        .extracting(DossierHeadline::move)
        .anySatisfy(
            move -> {
              assertThat(move.kind()).isEqualTo(ProfileMove.Kind.TOTAL);
              isThePlantedFrame(move);
            });
    assertThat(outcome.profileMoves())
        .as("the top move of total time by frame")
        .filteredOn(move -> move.kind() == ProfileMove.Kind.TOTAL)
        .first()
        .satisfies(
            move -> {
              isThePlantedFrame(move);
              assertThat(move.confident()).isTrue();
            });
    assertThat(Files.readString(directory.resolve("flame.svg")))
        .as("the differential flame graph, drawn from the dossier's frames")
        .isEqualTo(FlameGraphSvg.of(outcome.flameGraph()));
    assertThat(frames(outcome.flameGraph()))
        .filteredOn(frame -> frame.name().equals(PLANTED_FRAME))
        .as("the planted frame in the flame graph, grown in A")
        .isNotEmpty()
        .anySatisfy(
            frame -> {
              assertThat(frame.library()).isEqualTo("test-classes");
              assertThat(frame.shareA()).isPositive();
              assertThat(frame.shareB()).isLessThan(0.0005);
            });
    try (Stream<Path> forks = Files.list(directory.resolve("arm-a"))) {
      assertThat(forks.filter(Files::isDirectory).map(fork -> fork.resolve("cpu.collapsed")))
          .as("arm A's profiled forks")
          .hasSize(4)
          .allSatisfy(profile -> assertThat(profile).isRegularFile());
    }
  }

  /** {@code move} is of the planted frame, its share of A grown from none of B. */
  private static void isThePlantedFrame(ProfileMove move) {
    assertThat(move.key()).isEqualTo(PLANTED_FRAME);
    assertThat(move.library()).isEqualTo("test-classes");
    assertThat(move.change()).isPositive();
    assertThat(move.shareB()).isLessThan(0.0005);
  }

  /** {@code root} and every frame under it. */
  private static List<FlameFrame> frames(FlameFrame root) {
    List<FlameFrame> all = new ArrayList<>(List.of(root));
    root.children().forEach(child -> all.addAll(frames(child)));
    return all;
  }

  /** Throughput, judged from the pairs against its budget of half, failed. */
  private static void throughputFailsItsHalfBudget(Outcome outcome) {
    assertThat(FixtureRun.lines(outcome, PairedFigureJudged.class))
        .filteredOn(line -> line.change().figure().equals("throughput"))
        .singleElement()
        .satisfies(
            line -> {
              assertThat(line.budgetLn()).isCloseTo(Math.log(0.5), within(1e-12));
              assertThat(line.verdict()).isEqualTo(Verdict.FAILED);
            });
  }

  /** Allocation per operation, judged or within its slack, with each arm's bytes per operation. */
  private static void eachArmsAllocationIsMeasured(Outcome outcome) {
    Stream<ArmsAllocation> judged =
        FixtureRun.lines(outcome, PairedFigureJudged.class).stream()
            .flatMap(line -> line.allocation().stream());
    Stream<ArmsAllocation> withinSlack =
        FixtureRun.lines(outcome, AllocationWithinSlack.class).stream()
            .map(AllocationWithinSlack::allocation);
    assertThat(Stream.concat(judged, withinSlack))
        .as("allocation per operation, each arm's")
        .singleElement()
        .satisfies(
            allocation -> {
              assertThat(allocation.bytesPerOpA()).isGreaterThanOrEqualTo(0);
              assertThat(allocation.bytesPerOpB()).isGreaterThanOrEqualTo(0);
            });
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

    Outcome outcome = FixtureRun.failedOutcome(results);
    assertThat(FixtureRun.lines(outcome, PairsHeading.class))
        .extracting(PairsHeading::measured)
        .containsExactly(PairsMeasured.ONE_JVM);
    assertThat(outcome.account().lines())
        .as("the floors of a comparison, above the contract's warm-up and iterations")
        .contains(
            new WarmupRaised(
                1, Duration.ofMillis(300), 1, Duration.ofMillis(100), CompareSettings.WARMUP),
            new IterationsRaised(3, 2, CompareSettings.ITERATIONS));
    throughputFailsItsHalfBudget(outcome);
    assertThat(FixtureRun.lines(outcome, ArmsOrder.class))
        .as("which arm led each fork, balanced over pairs of forks")
        .singleElement()
        .satisfies(
            order -> {
              assertThat(order.layout()).isEqualTo(ArmsOrder.Layout.ONE_JVM);
              List<String> leads = List.of(order.order().split(" "));
              assertThat(leads).isNotEmpty().allSatisfy(lead -> assertThat(lead).isIn("A", "B"));
              for (int pair = 0; pair + 1 < leads.size(); pair += 2) {
                assertThat(leads.subList(pair, pair + 2)).containsExactlyInAnyOrder("A", "B");
              }
            });
    eachArmsAllocationIsMeasured(outcome);
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
        .isInstanceOf(ForkFailedException.class)
        .hasMessageContaining("arm B (" + build + "/)")
        .rootCause()
        .as("what arm-probe threw, read from arm B's class path")
        .isInstanceOf(UnsatisfiedLinkError.class)
        .hasMessage("arm B's own class path");
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
        .isInstanceOf(ForkFailedException.class)
        .hasMessageContaining("arm B (" + build + "/)")
        .rootCause()
        .isInstanceOf(NoSuchMethodError.class)
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
  void aContractWithoutABudgetIsEstimatedInTheGivenPairsAndNotJudged(@TempDir Path directory)
      throws IOException {
    Map<String, String> settings =
        Map.of(ComparedBuild.PROPERTY, "this", KvPerfSettings.ENGINES, "throttled");
    EngineExecutionResults thisBuildOnly =
        FixtureRun.run(UnbudgetedFixture.class, directory.resolve("only"), settings);
    thisBuildOnly.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(FixtureRun.report(directory.resolve("only")).rows())
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.verdict())
                  .isEqualTo(
                      new InvocationVerdict(Verdict.NOT_CHECKED, Reason.NO_COMPARABLE_BUDGET));
              assertThat(row.shown().armEstimates()).as("no other build measured").isEmpty();
              assertThat(row.account())
                  .as("the account says how to estimate it")
                  .contains(
                      AccountText.of(
                          Account.of(
                              new ThisBuildOnly(
                                  Budgets.buildComparableAttributeNames(),
                                  ThisBuildOnly.Why.ESTIMATES_OFF,
                                  CompareSettings.UNBUDGETED))));
            });

    Map<String, String> estimating = new HashMap<>(settings);
    estimating.put(CompareSettings.UNBUDGETED, "2");
    EngineExecutionResults estimated =
        FixtureRun.run(UnbudgetedFixture.class, directory.resolve("estimated"), estimating);

    estimated.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(FixtureRun.report(directory.resolve("estimated")).rows())
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.verdict().verdict()).isEqualTo(Verdict.NOT_CHECKED);
              assertThat(row.account())
                  .as("estimated in the pairs asked for, both arms in each fork, and not judged")
                  .contains(
                      AccountText.of(
                          Account.of(
                              new PairsEstimateHeading(
                                  2,
                                  PairsMeasured.ONE_JVM,
                                  Budgets.buildComparableAttributeNames()))));
              assertThat(row.judgements())
                  .filteredOn(judgement -> judgement.figure() == Figure.Run.THROUGHPUT)
                  .singleElement()
                  .satisfies(
                      judgement -> {
                        assertThat(judgement.basis()).isEqualTo(Basis.OTHER_BUILD);
                        assertThat(judgement.verdict()).isEqualTo(Verdict.NOT_CHECKED);
                        assertThat(judgement.reason()).isEqualTo(Reason.ESTIMATED_ONLY);
                        assertThat(judgement.limits()).isEqualTo(Judgement.Limits.NONE);
                        assertThat(judgement.change().hasInterval()).isTrue();
                        assertThat(judgement.change().ratio())
                            .isBetween(judgement.change().low(), judgement.change().high());
                      });
              assertThat(row.shown().armEstimates())
                  .filteredOn(estimate -> estimate.figure().equals("throughput"))
                  .singleElement()
                  .satisfies(
                      estimate -> {
                        assertThat(estimate.verdict()).isEqualTo(Verdict.NOT_CHECKED);
                        assertThat(estimate.ratio()).isBetween(estimate.low(), estimate.high());
                      });
            });
  }

  /**
   * {@code kvperf.compare.preload=once}: the first fork of the first pair preloads the store, and
   * every fork of both arms opens a copy of it; the account says so, and the store is removed.
   */
  @Test
  void preloadedOnceEveryForkOfBothArmsOpensACopyOfOneStore(@TempDir Path directory)
      throws IOException {
    FixtureRun.run(
        ComparedFixture.class,
        directory,
        Map.of(
            ComparedBuild.PROPERTY, "this",
            KvPerfSettings.ENGINES, "file-map",
            CompareSettings.MODE, "forks",
            ComparePreload.KEY, "once",
            CompareSettings.PAIRS, "4",
            CompareSettings.WARMUP, "0ms",
            CompareSettings.ITERATIONS, "1"));

    assertThat(FixtureRun.report(directory).rows())
        .singleElement()
        .satisfies(
            row ->
                assertThat(row.account())
                    .contains(
                        AccountText.of(
                            Account.of(
                                new StorePreloadedOnce(true, "file-map", ComparePreload.KEY)))));
    Path run = FixtureRun.runDirectory(directory, ComparedFixture.class, "get", "file-map");
    List<JsonNode> copies = new ArrayList<>();
    for (String arm : List.of("arm-a", "arm-b")) {
      for (int fork = 1; fork <= 4; fork++) {
        copies.add(
            new ObjectMapper()
                .readTree(
                    run.resolve(arm).resolve("fork-" + fork).resolve("fork-plan.json").toFile())
                .at("/target/storeCopy"));
      }
    }
    assertThat(copies)
        .as("every fork of both arms copies one store")
        .allSatisfy(
            copy ->
                assertThat(copy.get("template").asText())
                    .isEqualTo(run.resolve("preloaded-store").toAbsolutePath().toString()));
    assertThat(copies)
        .as("which the fork of the first pair that went first preloads: A's (order AB) or B's")
        .filteredOn(copy -> copy.get("makes").asBoolean())
        .singleElement()
        .isIn(copies.get(0), copies.get(4));
    assertThat(run.resolve("preloaded-store")).doesNotExist();
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
    @Engines(include = {"arm-probe", "api-probe", "throttled", "file-map"})
    @Workload(preload = 1_000)
    @Measure(warmups = 1, warmupTime = "100ms", iterations = 2, iterationTime = "100ms", forks = 1)
    @Budget(throughputDrop = 50, allocationRise = 1000)
    void get() {}
  }
}
