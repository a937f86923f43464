package io.kvperf.internal.store;

import io.kvperf.internal.store.BaselineFileException.Attempt;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Optional;

/**
 * A baseline file held for an update: the baseline directory's lock ({@link
 * BaselineFile#lockFile()}, an OS lock that a killed process releases) is taken before the file is
 * read and released after it is written, so that two runs updating one file at once, in any JVMs,
 * each add their entry to the other's. The lock file is opened without following a symbolic link
 * and is kept, since removing it would let a run waiting on the removed file and one creating a new
 * one both go. A wait longer than {@link #LOCK_WAIT} (only a stopped process holds the lock that
 * long) fails the update, the file as it was.
 *
 * <pre>{@code
 * try (LockedBaselineFile file = store.lock(result.contract())) {
 *   Optional<BaselineEntry> before = file.find(result);
 *   file.write(updated(before));
 * }
 * }</pre>
 */
public final class LockedBaselineFile implements AutoCloseable {
  /** How long an update waits for another run's update of the same file. */
  static final Duration LOCK_WAIT = Duration.ofMinutes(2);

  private static final long POLL_MILLIS = 20;

  private final BaselineFile file;
  private final FileChannel channel;
  private final FileLock lock;
  private BaselineDocument document;

  private LockedBaselineFile(BaselineFile file, FileChannel channel, FileLock lock) {
    this.file = file;
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Takes {@code file}'s lock, waiting up to {@code wait} and saying so on {@code console} when it
   * must, then removes stale temporary files and reads the file.
   *
   * @throws BaselineFileException when the lock cannot be taken in time, or the file is invalid
   *     (the lock is then released)
   */
  static LockedBaselineFile lock(BaselineFile file, Duration wait, PrintStream console) {
    Path lockFile = file.lockFile();
    FileChannel channel;
    try {
      Files.createDirectories(lockFile.getParent());
      channel =
          FileChannel.open(
              lockFile,
              StandardOpenOption.CREATE,
              StandardOpenOption.WRITE,
              LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      throw notLocked(file, "cannot open its lock " + lockFile + ": " + e, e);
    }
    LockedBaselineFile locked = null;
    try {
      locked = new LockedBaselineFile(file, channel, acquire(file, channel, wait, console));
      file.removeStaleTemporaries();
      locked.document = file.read().orElseGet(() -> BaselineDocument.empty(file.contractId()));
      return locked;
    } catch (RuntimeException e) {
      if (locked != null) {
        locked.close();
      } else {
        closeQuietly(channel);
      }
      throw e;
    }
  }

  private static FileLock acquire(
      BaselineFile file, FileChannel channel, Duration wait, PrintStream console) {
    long deadline = System.nanoTime() + wait.toNanos();
    boolean told = false;
    while (true) {
      FileLock lock = tryLock(file, channel);
      if (lock != null) {
        return lock;
      }
      if (System.nanoTime() - deadline > 0) {
        throw notLocked(
            file,
            "another run has held its lock "
                + file.lockFile()
                + " for longer than "
                + wait.toSeconds()
                + " s; is it stopped?",
            null);
      }
      if (!told) {
        console.println(
            "kvperf: waiting for " + file.lockFile() + ": another run is updating " + file.path());
        told = true;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw notLocked(file, "interrupted while waiting for its lock " + file.lockFile(), e);
      }
    }
  }

  /** The lock, or {@code null} while another process or another thread of this JVM holds it. */
  private static FileLock tryLock(BaselineFile file, FileChannel channel) {
    try {
      return channel.tryLock();
    } catch (OverlappingFileLockException e) {
      return null;
    } catch (IOException e) {
      throw notLocked(file, "cannot lock " + file.lockFile() + ": " + e, e);
    }
  }

  /** The stored entry of {@code result}'s engine, scale and machine, if any. */
  public Optional<BaselineEntry> find(PerfResult result) {
    return document.entries().stream().filter(e -> e.key().equals(EntryKey.of(result))).findFirst();
  }

  /**
   * Stores {@code entry} in place of the one of its engine, scale and machine, keeping every other
   * entry and every field this kit does not know.
   *
   * @throws BaselineFileException when the file cannot be written; it is then as it was
   */
  public void write(BaselineEntry entry) {
    BaselineDocument updated = document.with(entry);
    file.write(updated);
    document = updated;
  }

  /** Releases the lock. */
  @Override
  public void close() {
    try {
      lock.release();
    } catch (IOException e) {
      // Closing the channel releases it too.
    } finally {
      closeQuietly(channel);
    }
  }

  private static void closeQuietly(FileChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      // The OS releases the lock with the descriptor.
    }
  }

  private static BaselineFileException notLocked(BaselineFile file, String why, Throwable cause) {
    return BaselineFileException.refused(Attempt.UPDATE, file.path(), why, cause);
  }
}
