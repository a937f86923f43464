package io.kvperf.internal.arms;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Reference;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.Finding.WorstVersion;
import io.kvperf.internal.account.SweepHeading;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.JudgementText;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.IterationPhase;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import io.kvperf.testengines.ArmProbeEngine;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep whose middle version cannot run, as a native library this machine cannot load would not:
 * that version fails, its cause in the first headline, and the others are still measured, reported
 * and judged.
 */
class VersionSweepTest {
  /** The first line of why version 2.0 could not run, as its fork reported it. */
  private static final String CAUSE =
      "arm A (org.example:probe:2.0): engine 'arm-probe' failed in its forked JVM:"
          + " java.lang.UnsatisfiedLinkError: /lib/x86_64-linux-gnu/libc.so.6: version"
          + " `GLIBC_2.38' not found";

  @Test
  void aVersionThatCannotRunFailsAloneAndTheOthersAreReported(@TempDir Path directory)
      throws IOException {
    ComparedBuild first = version(directory, "1.0", "first.txt", "");
    ComparedBuild broken =
        version(
            directory,
            "2.0",
            ArmProbeEngine.RESOURCE,
            "/lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.38' not found");
    ComparedBuild third = version(directory, "3.0", "third.txt", "");
    ContractRun run =
        new ContractRun(
            "a.B#get",
            "full",
            new ContractRun.Subject(new ArmProbeEngine(), Map.of()),
            WorkloadSpec.simple(1_000, 16, 100, 1, KeyOrder.UNIFORM),
            0,
            new MeasurementPlan(
                new IterationPhase(1, Duration.ofMillis(50)),
                new IterationPhase(2, Duration.ofMillis(50)),
                1,
                1,
                Reference.NONE,
                0),
            new ContractRun.Forks(List.of(), Duration.ofMinutes(2), directory.resolve("run")));
    Map<String, String> given =
        Map.of(
            "kvperf.compare.pairs", "4", "kvperf.compare.mode", "forks", "kvperf.explain", "false");
    KvPerfSettings settings = KvPerfSettings.parse(key -> Optional.ofNullable(given.get(key)));

    Outcome outcome =
        VersionSweep.run(
            new ArmsComparison(
                run,
                Budgets.throughputDrop(90),
                settings,
                new ContractRunner(
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                    false)),
            List.of(first, broken, third));

    assertThat(outcome.verdict()).isEqualTo(Verdict.FAILED);
    Judgement failed =
        outcome.judgements().stream().filter(j -> j.verdict() == Verdict.FAILED).findFirst().get();
    assertThat(failed.figure()).isEqualTo(new Figure.Build("org.example:probe:2.0"));
    assertThat(failed.reason()).isEqualTo(Reason.COULD_NOT_RUN);
    assertThat(outcome.reason()).as("the verdict's reason").isEqualTo(Reason.COULD_NOT_RUN);
    assertThat(JudgementText.headlines(outcome.judgements()).get(0))
        .as("the console's, summary.md's and index.html's first headline")
        .isEqualTo("org.example:probe:2.0 FAILED: could not run (org.example:probe:1.0): " + CAUSE);
    List<AccountLine> lines = outcome.account().lines();
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0)).isEqualTo(new SweepHeading("org.example:probe:1.0"));
    assertThat(lines.get(1))
        .as("the version that could not run, and why, its first line the headline's")
        .isInstanceOfSatisfying(
            VersionNotRun.class,
            line -> {
              assertThat(line.version()).isEqualTo("org.example:probe:2.0");
              assertThat(line.effect()).isEqualTo(VersionNotRun.Effect.FAILS_THE_SWEEP);
              assertThat(line.cause().lines().findFirst()).hasValue(CAUSE);
            });
    assertThat(lines.get(2))
        .as("the version that ran, with its own comparison's account")
        .isInstanceOfSatisfying(
            VersionAccount.class,
            line -> {
              assertThat(line.version()).isEqualTo("org.example:probe:3.0");
              List<AccountLine> compared = line.account().lines();
              assertThat(compared)
                  .as("pairs of forks in the order drawn from the workload's seed")
                  .filteredOn(ArmsOrder.class::isInstance)
                  .singleElement()
                  .isInstanceOfSatisfying(
                      ArmsOrder.class,
                      order -> {
                        assertThat(order.layout()).isEqualTo(ArmsOrder.Layout.PAIRS_OF_FORKS);
                        assertThat(order.seed()).isEqualTo(run.workload().seed());
                        assertThat(order.order().split(" "))
                            .as("the arm first in each pair")
                            .isNotEmpty()
                            .allMatch(pair -> pair.equals("AB") || pair.equals("BA"));
                      });
              assertThat(compared.subList(compared.size() - 2, compared.size()))
                  .as("each arm last, with the entry of its own and its digest")
                  .allSatisfy(
                      arm ->
                          assertThat(arm)
                              .isInstanceOfSatisfying(
                                  ComparedArm.class,
                                  c ->
                                      assertThat(c.changed())
                                          .singleElement()
                                          .satisfies(
                                              entry ->
                                                  assertThat(
                                                          HexFormat.of().parseHex(entry.sha256()))
                                                      .hasSize(32))))
                  .extracting(arm -> ((ComparedArm) arm).description())
                  .containsExactly("org.example:probe:3.0", "org.example:probe:1.0");
            });
    assertThat(outcome.estimates())
        .extracting(ArmEstimate::build)
        .as("the version that ran is charted, and it alone")
        .isNotEmpty()
        .containsOnly("org.example:probe:3.0");
    assertThat(outcome.judgements())
        .filteredOn(j -> j.against().equals("org.example:probe:1.0") && j.change().present())
        .as("and judged")
        .isNotEmpty();
    assertThat(outcome.findings())
        .as("what the sweep found: its worst version, of those that ran the only one")
        .singleElement()
        .isInstanceOfSatisfying(
            WorstVersion.class,
            worst -> {
              assertThat(worst.version()).isEqualTo("org.example:probe:3.0");
              assertThat(worst.change().against()).isEqualTo("org.example:probe:1.0");
              assertThat(worst.change().change().present()).isTrue();
            });
  }

  /** A version named {@code group:artifact:version} whose class path is one resource. */
  private static ComparedBuild version(Path directory, String version, String resource, String text)
      throws IOException {
    Path entry = Files.createDirectories(directory.resolve("version-" + version));
    Files.writeString(entry.resolve(resource), text);
    return new ComparedBuild("org.example:probe:" + version, List.of(entry), List.of());
  }
}
