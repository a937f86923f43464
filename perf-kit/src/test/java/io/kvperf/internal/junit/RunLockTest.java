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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second kvperf run on a host, while another holds the lock, fails at once naming the lock and
 * the other run, or waits for it and then goes on, or gives up after {@code kvperf.lock.timeout}
 * naming it. The other run is another JVM ({@link RunLockHolder}), as it would be.
 */
class RunLockTest {
  private static final Duration LONG_ENOUGH = Duration.ofMinutes(1);

  @Test
  void aSecondRunFailsAtOnceOrWaitsForTheFirst(@TempDir Path directory) throws Exception {
    Process holder = holder(directory);
    try {
      assertThatThrownBy(() -> RunLock.acquire(directory, LockMode.FAIL, LONG_ENOUGH, System.out))
          .isInstanceOf(ExtensionConfigurationException.class)
          .hasMessageStartingWith(
              "another kvperf run holds " + directory.resolve(RunLock.FILE_NAME) + " (pid ")
          .hasMessageContaining("pid " + holder.pid() + ", since ")
          .hasMessageEndingWith(
              "), and kvperf.lock = fail: run one at a time, or set kvperf.lock = wait");

      ByteArrayOutputStream said = new ByteArrayOutputStream();
      PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);
      CompletableFuture<RunLock> waiting =
          CompletableFuture.supplyAsync(
              () -> RunLock.acquire(directory, LockMode.WAIT, LONG_ENOUGH, out));
      Thread.sleep(300);
      assertThat(waiting).as("waits while the other run holds the lock").isNotDone();
      holder.getOutputStream().close();
      RunLock taken = waiting.get(30, TimeUnit.SECONDS);
      taken.close();
      assertThat(said.toString(StandardCharsets.UTF_8))
          .contains("; waiting for it, at most 1m (kvperf.lock.timeout)")
          .contains("is free; this run goes on");
    } finally {
      holder.destroyForcibly();
    }
    RunLock again = RunLock.acquire(directory, LockMode.FAIL, LONG_ENOUGH, System.out);
    again.close();
  }

  @Test
  void aRunThatHangsIsNamedWhenTheWaitRunsOut(@TempDir Path directory) throws Exception {
    Process holder = holder(directory);
    try {
      Path lock = directory.resolve(RunLock.FILE_NAME);
      long start = System.nanoTime();
      CompletableFuture<RunLock> waiting =
          CompletableFuture.supplyAsync(
              () -> RunLock.acquire(directory, LockMode.WAIT, Duration.ofSeconds(2), System.out));

      assertThatThrownBy(() -> waiting.get(60, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isInstanceOf(ExtensionConfigurationException.class)
          .hasMessageStartingWith(
              "another kvperf run still holds " + lock + " (pid " + holder.pid() + ", since ")
          .hasMessageContaining(
              ", in "
                  + Path.of("").toAbsolutePath()
                  + ", by user "
                  + System.getProperty("user.name")
                  + ") after this run waited 2s (kvperf.lock.timeout): end or resume that run,"
                  + " or set a longer kvperf.lock.timeout");
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .as("waited the whole timeout")
          .isGreaterThanOrEqualTo(Duration.ofSeconds(2));
      assertThat(Files.size(lock))
          .as("the locked file holds nothing: the holder is read from the file beside it")
          .isZero();
      assertThat(directory.resolve(RunHolder.FILE_NAME))
          .content()
          .startsWith("pid " + holder.pid() + ", since ");
    } finally {
      holder.getOutputStream().close();
      holder.waitFor(30, TimeUnit.SECONDS);
      holder.destroyForcibly();
    }
    assertThat(directory.resolve(RunHolder.FILE_NAME))
        .as("emptied by the holder as it lets go")
        .isEmptyFile();
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
