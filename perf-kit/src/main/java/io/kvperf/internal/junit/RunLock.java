package io.kvperf.internal.junit;

import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.LockMode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * One kvperf run at a time on a host: two runs would measure each other, and JMH's own lock would
 * stop the second in the middle of its forks. A run takes {@value #FILE_NAME} in the temporary
 * directory (where JMH keeps its lock too) before its first fork and holds it to its end; the file
 * says which run holds it. A second run waits for the first ({@link LockMode#WAIT}), saying so, or
 * fails at once naming the lock and the run that holds it ({@link LockMode#FAIL}). The operating
 * system releases the lock of a run that dies.
 */
final class RunLock implements AutoCloseable {
  /** The lock file's name. */
  static final String FILE_NAME = "kvperf.lock";

  private final FileChannel channel;
  private final Optional<FileLock> lock;

  private RunLock(FileChannel channel, Optional<FileLock> lock) {
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Takes the lock in {@code directory} under {@code mode}; a wait is announced on {@code out}.
   *
   * @throws ExtensionConfigurationException in {@link LockMode#FAIL} when another run holds it
   */
  static RunLock acquire(Path directory, LockMode mode, PrintStream out) {
    Path file = directory.resolve(FILE_NAME);
    try {
      FileChannel channel =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
      FileLock held;
      try {
        held = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        // This JVM holds it already, for a run it is in the middle of: this one is part of it.
        return new RunLock(channel, Optional.empty());
      }
      if (held == null) {
        String holder = holder(channel);
        if (mode == LockMode.FAIL) {
          channel.close();
          throw new ExtensionConfigurationException(
              "another kvperf run holds "
                  + file
                  + " ("
                  + holder
                  + "), and "
                  + KvPerfSettings.LOCK
                  + " = fail: run one at a time, or set "
                  + KvPerfSettings.LOCK
                  + " = wait");
        }
        out.println(
            "kvperf: another kvperf run holds " + file + " (" + holder + "); waiting for it");
        held = channel.lock();
        out.println("kvperf: " + file + " is free; this run goes on");
      }
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(describeThisRun().getBytes(StandardCharsets.UTF_8)), 0);
      channel.force(false);
      return new RunLock(channel, Optional.of(held));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot take the kvperf lock " + file, e);
    }
  }

  /** Who holds the lock, as its holder wrote it. */
  private static String holder(FileChannel channel) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(4096);
    int read = channel.read(buffer, 0);
    String text =
        read <= 0 ? "" : new String(buffer.array(), 0, read, StandardCharsets.UTF_8).strip();
    return text.isEmpty() ? "a run that has not said which" : text;
  }

  /** {@code pid 1234, since 2026-…Z, in /path/to/project}. */
  private static String describeThisRun() {
    return "pid "
        + ProcessHandle.current().pid()
        + ", since "
        + Instant.now()
        + ", in "
        + Path.of("").toAbsolutePath();
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
      channel.truncate(0);
      lock.get().release();
      channel.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot release the kvperf lock", e);
    }
  }
}
