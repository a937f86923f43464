package io.kvperf.internal.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.run.ArmClassPath;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork's JFR recording of its GC pauses lives in the fork's own directory: a killed fork leaves
 * nothing of the kit's in the temporary directory, and the next fork there replaces its recording
 * and deletes it when done.
 */
class GcRecordingTest {
  @Test
  void aKilledForksRecordingStaysInItsDirectoryAndTheNextForkReplacesIt(@TempDir Path directory)
      throws Exception {
    Path fork = Files.createDirectories(directory.resolve("fork-1"));
    Path temporary = Files.createDirectories(directory.resolve("tmp"));
    Path recording = fork.resolve(ForkPlan.GC_RECORDING);
    Process killed = recordingFork(recording, temporary);
    killed.destroyForcibly();
    assertThat(killed.waitFor(30, TimeUnit.SECONDS)).isTrue();

    assertThat(recording).as("left where the fork ran").exists();
    try (Stream<Path> left = Files.walk(temporary)) {
      assertThat(left.map(path -> path.getFileName().toString()))
          .as("the kit's files in the temporary directory")
          .noneMatch(name -> name.startsWith("kvperf"));
    }

    GcPauseMonitor next = new GcPauseMonitor(recording);
    try {
      next.start();
      next.awaitStarted();
      next.collect();
      assertThat(recording).as("the next fork's own recording").isNotEmptyFile();
    } finally {
      next.close();
    }
    assertThat(recording).as("deleted when the monitor closes").doesNotExist();
    try (Stream<Path> left = Files.list(fork)) {
      assertThat(left).isEmpty();
    }
  }

  /** Another JVM, with {@code temporary} as its temporary directory, recording to {@code file}. */
  private static Process recordingFork(Path file, Path temporary) throws IOException {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + temporary,
                "-cp",
                String.join(
                    File.pathSeparator,
                    ArmClassPath.launch().stream().map(Path::toString).toList()),
                GcRecordingFork.class.getName(),
                file.toString())
            .redirectErrorStream(true)
            .start();
    byte[] line = new byte[10];
    int read = process.getInputStream().readNBytes(line, 0, line.length);
    assertThat(new String(line, 0, read, StandardCharsets.UTF_8)).isEqualTo("recording\n");
    return process;
  }
}
