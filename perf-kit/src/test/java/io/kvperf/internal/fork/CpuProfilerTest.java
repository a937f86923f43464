package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.files.SafeFileName;
import io.kvperf.internal.protocol.ForkPlan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A profile lands where the dossier reads it, whatever the path holds: async-profiler splits its
 * arguments on {@code ,} and expands {@code %p} and {@code %t} in a file's name. The profiler runs
 * in a JVM of its own, as it does in a fork.
 */
class CpuProfilerTest {

  @Test
  void aProfileLandsInItsForkDirectoryThroughCommasPercentsBracketsAndSpaces(
      @TempDir Path temporary) throws Exception {
    Path fork =
        temporary
            .resolve("report, 100%p [x]")
            .resolve("runs")
            .resolve(SafeFileName.of("a.B.get[name=x %p, y]"))
            .resolve("skiplist/fork-1");
    Files.createDirectories(fork);
    Path profile = fork.resolve(ForkPlan.CPU_PROFILE);

    String output = profileInAnotherJvm(profile);

    assertThat(fork.getParent().getParent().getFileName().toString())
        .isEqualTo("a.B.get_name_x__p__y_-a3360d22");
    assertThat(listed(fork)).as(output).containsExactly(ForkPlan.CPU_PROFILE);
    assertThat(Files.readAllLines(profile))
        .as("collapsed stacks, each with its count of samples")
        .isNotEmpty()
        .allMatch(line -> line.matches(".+ \\d+"));
    assertThat(listed(temporary.resolve("report, 100%p [x]")))
        .as("nothing written where async-profiler would cut or expand the path")
        .containsExactly("runs");
  }

  @Test
  void aForkWhoseTemporaryDirectorySaysPercentPFallsBackAndSaysWhy(@TempDir Path temporary)
      throws Exception {
    Path tmpdir = Files.createDirectories(temporary.resolve("tmp,%p"));
    Path fork = Files.createDirectories(temporary.resolve("fork-1"));
    Path profile = fork.resolve(ForkPlan.CPU_PROFILE);

    String output = profileInAnotherJvm(profile, "-Djava.io.tmpdir=" + tmpdir);

    assertThat(listed(fork))
        .as(output)
        .containsExactly(ForkPlan.CPU_PROFILE + ForkPlan.UNAVAILABLE_SUFFIX);
    assertThat(Files.readString(fork.resolve(ForkPlan.CPU_PROFILE + ForkPlan.UNAVAILABLE_SUFFIX)))
        .startsWith(
            "async-profiler could not profile this fork: java.lang.IllegalStateException: its"
                + " temporary directory "
                + tmpdir.resolve("kvperf-profile-"))
        .contains(" has a ',' or '%', which async-profiler reads in a file's name");
    assertThat(listed(tmpdir)).as("its scratch directory removed").isEmpty();
  }

  @Test
  void aTemporaryDirectoryTheProfilerWouldMisreadIsRefused() {
    assertThat(CpuProfiler.readableByTheProfiler(Path.of("/tmp/kvperf-profile-123"))).isTrue();
    assertThat(CpuProfiler.readableByTheProfiler(Path.of("/tmp/a,b/kvperf-profile-123"))).isFalse();
    assertThat(CpuProfiler.readableByTheProfiler(Path.of("/tmp/%t/kvperf-profile-123"))).isFalse();
  }

  /** Runs {@link Probe} with {@code jvmArgs}, profiling to {@code profile}; its output. */
  private static String profileInAnotherJvm(Path profile, String... jvmArgs)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(jvmArgs));
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            Probe.class.getName(),
            profile.toString()));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the profiling JVM finished").isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output;
  }

  private static List<String> listed(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(path -> path.getFileName().toString()).sorted().toList();
    }
  }

  /**
   * Profiles a quarter of a second of work and writes the profile to its argument, or prints why it
   * could not.
   */
  public static final class Probe {
    private Probe() {}

    public static void main(String[] args) throws IOException {
      CpuProfiler profiler = new CpuProfiler(Path.of(args[0]));
      Optional<String> why = profiler.start();
      if (why.isPresent()) {
        System.out.println("no profile: " + why.get());
        return;
      }
      long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(250);
      long sum = 0;
      while (System.nanoTime() < until) {
        sum += Long.numberOfTrailingZeros(sum * 31 + System.nanoTime());
      }
      profiler.stopAndWrite();
      System.out.println("worked " + sum);
    }
  }
}
