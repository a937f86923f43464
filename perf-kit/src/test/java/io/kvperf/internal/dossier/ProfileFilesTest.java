package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dossier reads the profiles of pairs of forks from their directories: pairs by number while
 * both arms have one, the JIT compiler's samples apart, a line for each pair that left no profile,
 * and waits as shares of the measured time.
 */
class ProfileFilesTest {
  private static final String COMPILER =
      "libc.so.6`start_thread;libjvm.so`CompileBroker::compiler_thread_loop;c2 ";

  @Test
  void pairsAreReadByNumberWithTheCompilersSamplesApart(@TempDir Path directory)
      throws IOException {
    Path armA = directory.resolve("arm-a");
    Path armB = directory.resolve("arm-b");
    for (int fork = 1; fork <= 2; fork++) {
      cpu(armA, fork, "main;a/B.get 60\nmain;a/B.run 40\n" + COMPILER + 5);
      cpu(armB, fork, "main;a/B.get 20\nmain;a/B.run 80\n" + COMPILER + 15);
    }
    // A third fork of A has no partner: it is no pair.
    cpu(armA, 3, "main;a/B.get 100\n");

    RegressionDossier dossier = ProfileFiles.read(armA, armB, List.of(), List.of());

    assertThat(dossier.pairs()).isEqualTo(2);
    assertThat(dossier.samples()).isEqualTo(new RegressionDossier.Samples(200, 200, 10, 30));
    assertThat(dossier.missing()).isEmpty();
    ProfileMove get =
        dossier.movesOf(Kind.SELF).stream()
            .filter(move -> move.key().equals("a/B.get"))
            .findFirst()
            .orElseThrow();
    assertThat(get.shareA()).isCloseTo(0.6, within(1e-12));
    assertThat(get.shareB()).isCloseTo(0.2, within(1e-12));
    assertThat(dossier.flameGraph().isEmpty()).isFalse();
  }

  @Test
  void aPairWithoutAProfileSaysWhyAndAFallbackIsNamed(@TempDir Path directory) throws IOException {
    Path armA = directory.resolve("arm-a");
    Path armB = directory.resolve("arm-b");
    cpu(armA, 1, "main;a/B.get 10\n");
    cpu(armB, 1, "main;a/B.get 10\n");
    Files.writeString(
        armA.resolve("fork-1").resolve(ForkPlan.CPU_PROFILE + ForkPlan.SOURCE_SUFFIX),
        "JFR's execution samples: async-profiler could not load\n");
    cpu(armA, 2, "main;a/B.get 10\n");
    Path forkB2 = Files.createDirectories(armB.resolve("fork-2"));
    Files.writeString(
        forkB2.resolve(ForkPlan.CPU_PROFILE + ForkPlan.UNAVAILABLE_SUFFIX), "perf_events off\n");

    RegressionDossier dossier = ProfileFiles.read(armA, armB, List.of(), List.of());

    assertThat(dossier.pairs()).isEqualTo(1);
    assertThat(dossier.fallbacks())
        .containsExactly("JFR's execution samples: async-profiler could not load");
    assertThat(dossier.missing())
        .containsExactly(
            armA.resolve("fork-2").resolve(ForkPlan.CPU_PROFILE) + " written; perf_events off");
    assertThat(dossier.allocationPairs()).isZero();
    assertThat(dossier.movesOf(Kind.ALLOCATION)).isEmpty();
  }

  @Test
  void waitsAreSharesOfTheMeasuredTime(@TempDir Path directory) throws IOException {
    Path armA = directory.resolve("arm-a");
    Path armB = directory.resolve("arm-b");
    waits(armA, 1, 40_000_000);
    waits(armB, 1, 10_000_000);

    RegressionDossier dossier = ProfileFiles.read(armA, armB, List.of(), List.of());

    assertThat(dossier.pairs()).as("no CPU profile").isZero();
    ProfileMove gc = dossier.movesOf(Kind.WAITING).get(0);
    assertThat(gc.key()).isEqualTo(ForkPlan.Wait.GC_PAUSES);
    assertThat(gc.library()).isEqualTo("JVM");
    assertThat(gc.shareA()).isCloseTo(0.02, within(1e-12));
    assertThat(gc.shareB()).isCloseTo(0.005, within(1e-12));
  }

  private static void cpu(Path arm, int fork, String stacks) throws IOException {
    Path directory = Files.createDirectories(arm.resolve("fork-" + fork));
    Files.writeString(directory.resolve(ForkPlan.CPU_PROFILE), stacks);
  }

  private static void waits(Path arm, int fork, long gcNanos) throws IOException {
    Path directory = Files.createDirectories(arm.resolve("fork-" + fork));
    Files.writeString(
        directory.resolve(ForkPlan.WAITING_PROFILE),
        ForkPlan.MEASURED + " 2000000000\n" + ForkPlan.Wait.GC_PAUSES + " " + gcNanos + "\n");
  }
}
