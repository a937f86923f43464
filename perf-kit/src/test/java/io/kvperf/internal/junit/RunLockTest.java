package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.run.ArmClassPath;
import io.kvperf.internal.settings.LockMode;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
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

  /** Notices printed, as a run prints them. */
  private static final Consumer<LockNotice> PRINTED = notice -> System.out.println(notice.text());

  @Test
  void aSecondRunFailsAtOnceOrWaitsForTheFirst(@TempDir Path directory) throws Exception {
    Process holder = holder(directory);
    try {
      assertThatThrownBy(() -> RunLock.acquire(directory, LockMode.FAIL, LONG_ENOUGH, PRINTED))
          .isInstanceOf(ExtensionConfigurationException.class)
          .hasMessageStartingWith(
              "another kvperf run holds " + directory.resolve(RunLock.FILE_NAME) + " (pid ")
          .hasMessageContaining("pid " + holder.pid() + ", since ")
          .hasMessageEndingWith(
              "), and kvperf.lock = fail: run one at a time, or set kvperf.lock = wait");

      List<LockNotice> said = new CopyOnWriteArrayList<>();
      CompletableFuture<RunLock> waiting =
          CompletableFuture.supplyAsync(
              () -> RunLock.acquire(directory, LockMode.WAIT, LONG_ENOUGH, said::add));
      Thread.sleep(300);
      assertThat(waiting).as("waits while the other run holds the lock").isNotDone();
      holder.getOutputStream().close();
      RunLock taken = waiting.get(30, TimeUnit.SECONDS);
      taken.close();
      Path lock = directory.resolve(RunLock.FILE_NAME);
      assertThat(said)
          .as("that it waits for the other run, at most the timeout, and then that it goes on")
          .hasSize(2)
          .last()
          .isEqualTo(new LockNotice.Free(lock));
      assertThat(said.get(0))
          .isInstanceOfSatisfying(
              LockNotice.Waiting.class,
              wait -> {
                assertThat(wait.lock()).isEqualTo(lock);
                assertThat(wait.timeout()).isEqualTo(LONG_ENOUGH);
                assertThat(RunDescription.parse(wait.holder()))
                    .as("the run it waits for")
                    .hasValueSatisfying(run -> assertThat(run.pid()).isEqualTo(holder.pid()));
              });
    } finally {
      holder.destroyForcibly();
    }
    RunLock again = RunLock.acquire(directory, LockMode.FAIL, LONG_ENOUGH, PRINTED);
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
              () -> RunLock.acquire(directory, LockMode.WAIT, Duration.ofSeconds(2), PRINTED));

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
      assertThat(RunDescription.parse(Files.readString(directory.resolve(RunHolder.FILE_NAME))))
          .as("the holder's file names the other run")
          .hasValueSatisfying(run -> assertThat(run.pid()).isEqualTo(holder.pid()));
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
