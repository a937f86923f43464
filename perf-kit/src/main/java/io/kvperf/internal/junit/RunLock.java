package io.kvperf.internal.junit;

import io.kvperf.internal.settings.DurationText;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.LockMode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * One kvperf run at a time on a host: two runs would measure each other, and JMH's own lock would
 * stop the second in the middle of its forks. A run takes {@value #FILE_NAME} in the temporary
 * directory (where JMH keeps its lock too) before its first fork and holds it to its end; {@link
 * RunHolder} says beside it which run holds it. A second run waits for the first ({@link
 * LockMode#WAIT}), saying so, at most {@code kvperf.lock.timeout}, or fails at once naming the lock
 * and the run that holds it ({@link LockMode#FAIL}). The operating system releases the lock of a
 * run that dies.
 *
 * <p>Every user's runs share the file, so it is opened as {@link SharedTempFile} opens it: never
 * created over another user's file nor through a symbolic link. Nothing is written into the locked
 * file itself, where Windows' mandatory locks would stop a waiting run reading it.
 */
final class RunLock implements AutoCloseable {
  /** The lock file's name. */
  static final String FILE_NAME = "kvperf.lock";

  /** How often a waiting run tries the lock again. */
  private static final Duration POLL = Duration.ofMillis(250);

  private final FileChannel channel;
  private final Optional<FileLock> lock;
  private final RunHolder holder;

  private RunLock(FileChannel channel, Optional<FileLock> lock, RunHolder holder) {
    this.channel = channel;
    this.lock = lock;
    this.holder = holder;
  }

  /**
   * Takes the lock in {@code directory} under {@code mode}, waiting at most {@code timeout}; a wait
   * is announced to {@code notices}.
   *
   * @throws ExtensionConfigurationException in {@link LockMode#FAIL} when another run holds it, in
   *     {@link LockMode#WAIT} when another run still holds it after {@code timeout}, and when the
   *     lock or its holder's file is not a regular file
   */
  static RunLock acquire(
      Path directory, LockMode mode, Duration timeout, Consumer<LockNotice> notices) {
    Path file = directory.resolve(FILE_NAME);
    RunHolder holder = new RunHolder(directory.resolve(RunHolder.FILE_NAME));
    try {
      FileChannel channel = SharedTempFile.open(file);
      try {
        FileLock held;
        try {
          held = channel.tryLock();
        } catch (OverlappingFileLockException e) {
          // This JVM holds it already, for a run it is in the middle of: this one is part of it.
          return new RunLock(channel, Optional.empty(), holder);
        }
        if (held == null) {
          held = await(channel, file, holder, mode, timeout, notices);
        }
        holder.write(notices);
        return new RunLock(channel, Optional.of(held), holder);
      } catch (IOException | RuntimeException e) {
        // Closing the channel releases a lock it took.
        channel.close();
        throw e;
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot take the kvperf lock " + file, e);
    }
  }

  /** The lock once the run that holds it ends, or the failure {@code mode} and the wait end in. */
  private static FileLock await(
      FileChannel channel,
      Path file,
      RunHolder holder,
      LockMode mode,
      Duration timeout,
      Consumer<LockNotice> notices)
      throws IOException {
    if (mode == LockMode.FAIL) {
      throw new ExtensionConfigurationException(
          "another kvperf run holds "
              + file
              + " ("
              + holder.read()
              + "), and "
              + KvPerfSettings.LOCK
              + " = fail: run one at a time, or set "
              + KvPerfSettings.LOCK
              + " = wait");
    }
    notices.accept(new LockNotice.Waiting(file, holder.read(), timeout));
    long start = System.nanoTime();
    FileLock held = null;
    while (held == null) {
      long leftNanos = timeout.toNanos() - (System.nanoTime() - start);
      if (leftNanos <= 0) {
        throw stillHeld(file, holder, timeout);
      }
      try {
        Thread.sleep(Math.max(1, Math.min(POLL.toMillis(), leftNanos / 1_000_000)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ExtensionConfigurationException(
            "interrupted while waiting for the kvperf lock " + file, e);
      }
      held = channel.tryLock();
    }
    notices.accept(new LockNotice.Free(file));
    return held;
  }

  private static ExtensionConfigurationException stillHeld(
      Path file, RunHolder holder, Duration timeout) throws IOException {
    return new ExtensionConfigurationException(
        "another kvperf run still holds "
            + file
            + " ("
            + holder.read()
            + ") after this run waited "
            + DurationText.format(timeout)
            + " ("
            + KvPerfSettings.LOCK_TIMEOUT
            + "): end or resume that run, or set a longer "
            + KvPerfSettings.LOCK_TIMEOUT);
  }

  /**
   * Releases the lock, if this run took it. A run nested in one this JVM holds the lock for leaves
   * its channel open: closing any channel of the file would release the outer run's lock too.
   */
  @Override
  public void close() {
    if (lock.isEmpty()) {
      return;
    }
    try {
      holder.clear();
      lock.get().release();
      channel.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot release the kvperf lock", e);
    }
  }
}
