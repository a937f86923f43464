package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.settings.LockMode;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second kvperf run on a host, while another holds the lock, fails at once naming the lock and
 * the other run, or waits for it and then goes on. The other run is another JVM ({@link
 * RunLockHolder}), as it would be.
 */
class RunLockTest {

  @Test
  void aSecondRunFailsAtOnceOrWaitsForTheFirst(@TempDir Path directory) throws Exception {
    Process holder = holder(directory);
    try {
      assertThatThrownBy(() -> RunLock.acquire(directory, LockMode.FAIL, System.out))
          .isInstanceOf(ExtensionConfigurationException.class)
          .hasMessageStartingWith(
              "another kvperf run holds " + directory.resolve(RunLock.FILE_NAME) + " (pid ")
          .hasMessageContaining("pid " + holder.pid() + ", since ")
          .hasMessageEndingWith(
              "), and kvperf.lock = fail: run one at a time, or set kvperf.lock = wait");

      ByteArrayOutputStream said = new ByteArrayOutputStream();
      PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);
      CompletableFuture<RunLock> waiting =
          CompletableFuture.supplyAsync(() -> RunLock.acquire(directory, LockMode.WAIT, out));
      Thread.sleep(300);
      assertThat(waiting).as("waits while the other run holds the lock").isNotDone();
      holder.getOutputStream().close();
      RunLock taken = waiting.get(30, TimeUnit.SECONDS);
      taken.close();
      assertThat(said.toString(StandardCharsets.UTF_8))
          .contains("; waiting for it")
          .contains("is free; this run goes on");
    } finally {
      holder.destroyForcibly();
    }
    RunLock again = RunLock.acquire(directory, LockMode.FAIL, System.out);
    again.close();
  }

  /** Another JVM holding the lock in {@code directory} until its input closes. */
  private static Process holder(Path directory) throws IOException {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                String.join(
                    File.pathSeparator,
                    ArmClassPath.launch().stream().map(Path::toString).toList()),
                RunLockHolder.class.getName(),
                directory.toString())
            .redirectErrorStream(true)
            .start();
    byte[] line = new byte[5];
    assertThat(process.getInputStream().readNBytes(line, 0, 5)).isEqualTo(5);
    assertThat(new String(line, StandardCharsets.UTF_8)).isEqualTo("held\n");
    return process;
  }
}
