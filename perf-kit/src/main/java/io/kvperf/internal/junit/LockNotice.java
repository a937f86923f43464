package io.kvperf.internal.junit;

import io.kvperf.internal.settings.DurationText;
import io.kvperf.internal.settings.KvPerfSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * What taking the host's kvperf lock ({@link RunLock}) tells the run as it goes on, as a value:
 * that it waits for another run, that the lock came free, or that it holds the lock but cannot say
 * so. {@link #text()} is the line the run prints.
 */
sealed interface LockNotice {

  /** The line the run prints. */
  String text();

  /**
   * Another run holds the lock: this one waits for it, at most {@code timeout}.
   *
   * @param lock the lock file
   * @param holder the run that holds it, as its holder's file describes it ({@link RunHolder})
   * @param timeout the longest this run waits ({@code kvperf.lock.timeout})
   */
  record Waiting(Path lock, String holder, Duration timeout) implements LockNotice {
    /** Checks the values are present. */
    public Waiting {
      Objects.requireNonNull(lock, "lock");
      Objects.requireNonNull(holder, "holder");
      Objects.requireNonNull(timeout, "timeout");
    }

    @Override
    public String text() {
      return "kvperf: another kvperf run holds "
          + lock
          + " ("
          + holder
          + "); waiting for it, at most "
          + DurationText.format(timeout)
          + " ("
          + KvPerfSettings.LOCK_TIMEOUT
          + ")";
    }
  }

  /**
   * The lock this run waited for came free, and this run took it.
   *
   * @param lock the lock file
   */
  record Free(Path lock) implements LockNotice {
    /** Checks the lock is named. */
    public Free {
      Objects.requireNonNull(lock, "lock");
    }

    @Override
    public String text() {
      return "kvperf: " + lock + " is free; this run goes on";
    }
  }

  /**
   * This run holds the lock but could not write which run it is into the holder's file: it goes on,
   * and a waiting run only cannot name it.
   *
   * @param holderFile the holder's file
   * @param cause why it could not be written
   */
  record HolderNotWritten(Path holderFile, Exception cause) implements LockNotice {
    /** Checks the values are present. */
    public HolderNotWritten {
      Objects.requireNonNull(holderFile, "holderFile");
      Objects.requireNonNull(cause, "cause");
    }

    @Override
    public String text() {
      return "kvperf: this run holds the kvperf lock but cannot say so in "
          + holderFile
          + ": "
          + cause;
    }
  }
}
