package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.protocol.ForkPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JFR sampler writes JFR's allocation samples as collapsed stacks, root first, each with the
 * bytes it stands for, the allocating method on top; sums the time threads parked; samples the CPU
 * where async-profiler could not; and keeps its recording.
 */
class JfrSamplerTest {
  private static Object sink;

  @Test
  void theAllocatingMethodIsTheTopFrame(@TempDir Path directory) throws IOException {
    Path profile = directory.resolve("alloc.collapsed");
    JfrSampler sampler = new JfrSampler(directory);

    sampler.start(Optional.empty());
    allocateArrays();
    sampler.stopAndWrite();

    List<String> lines = Files.readAllLines(profile);
    assertThat(lines)
        .isNotEmpty()
        .allMatch(line -> line.matches("\\S+ [0-9]+"), "a stack and its bytes")
        .anyMatch(
            line ->
                line.contains(
                    "io/kvperf/internal/fork/JfrSamplerTest.theAllocatingMethodIsTheTopFrame;"
                        + "io/kvperf/internal/fork/JfrSamplerTest.allocateArrays "));
    assertThat(directory.resolve(JfrSampler.RECORDING)).as("the recording, kept").isRegularFile();
    assertThat(directory.resolve(ForkPlan.CPU_PROFILE))
        .as("async-profiler's to write")
        .doesNotExist();
  }

  @Test
  void aThreadParkedAndTheMeasuredTimeAreSummed(@TempDir Path directory) throws Exception {
    JfrSampler sampler = new JfrSampler(directory);

    sampler.start(Optional.empty());
    Thread parker = new Thread(() -> LockSupport.parkNanos(50_000_000L), "parker");
    parker.start();
    parker.join();
    sampler.stopAndWrite();

    List<String> lines = Files.readAllLines(directory.resolve(ForkPlan.WAITING_PROFILE));
    assertThat(lines).hasSize(1 + ForkPlan.WAITS.size());
    assertThat(lines.get(0)).startsWith(ForkPlan.MEASURED + " ");
    long measured = Long.parseLong(lines.get(0).split(" ")[1]);
    long parked =
        lines.stream()
            .filter(line -> line.startsWith(ForkPlan.Wait.PARKED + " "))
            .mapToLong(line -> Long.parseLong(line.split(" ")[1]))
            .sum();
    assertThat(parked).as("the 50 ms park").isBetween(45_000_000L, measured);
  }

  @Test
  void whereAsyncProfilerCannotLoadJfrSamplesTheCpu(@TempDir Path directory) throws Exception {
    // JFR's execution sampler sometimes takes no sample of a thread spinning in compiled code for a
    // whole window (this test JVM lacks the profiled forks' -XX:+DebugNonSafepoints): up to three
    // windows, each recorded afresh.
    Path windowDirectory = directory;
    for (int window = 1; window == 1 || window <= 3 && !sampledTheSpin(windowDirectory); window++) {
      windowDirectory = Files.createDirectories(directory.resolve("window-" + window));
      JfrSampler sampler = new JfrSampler(windowDirectory);
      sampler.start(Optional.of("no library for this platform"));
      spin(Duration.ofMillis(1500));
      sampler.stopAndWrite();
    }

    Path profile = windowDirectory.resolve(ForkPlan.CPU_PROFILE);
    assertThat(Files.readAllLines(profile))
        .anyMatch(line -> line.contains("io/kvperf/internal/fork/JfrSamplerTest.spin"));
    assertThat(Files.readString(Path.of(profile + ForkPlan.SOURCE_SUFFIX)))
        .as("the note beside the profile: who sampled, how often, and why")
        .isEqualTo(
            "JFR's execution and native-method samples every 10 ms, because no library for this"
                + " platform"
                + System.lineSeparator());
  }

  private static boolean sampledTheSpin(Path windowDirectory) throws IOException {
    Path profile = windowDirectory.resolve(ForkPlan.CPU_PROFILE);
    return Files.isRegularFile(profile)
        && Files.readAllLines(profile).stream()
            .anyMatch(line -> line.contains("io/kvperf/internal/fork/JfrSamplerTest.spin"));
  }

  private static long spin(Duration time) {
    long end = System.nanoTime() + time.toNanos();
    long sum = 0;
    while (System.nanoTime() < end) {
      sum += Long.numberOfTrailingZeros(System.nanoTime());
    }
    return sum;
  }

  private static void allocateArrays() {
    for (int i = 0; i < 200_000; i++) {
      sink = new byte[1024];
    }
  }
}
