package io.kvperf.internal.fork;

import io.kvperf.internal.protocol.Turns;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * One fork's side of {@link Turns}: before each iteration it waits until the count of turns in the
 * shared file is one of its own (even for role 0, odd for role 1), and after it the fork adds one.
 * The count is a {@link SharedTextFile}, replaced whole. Waiting sleeps a millisecond between
 * reads; the wait is outside JMH's timed iteration.
 */
final class TurnTaking {
  private static final long POLL_MILLIS = 1;

  private final Turns turns;
  private final Path file;
  private long taken;

  TurnTaking(Turns turns) {
    this.turns = turns;
    this.file = turns.taken() ? Path.of(turns.file()) : null;
  }

  /**
   * Waits for this fork's turn; an error where the other fork took none for {@link
   * Turns#waitMillis}.
   */
  void await() {
    if (file == null) {
      return;
    }
    long deadline = System.nanoTime() + turns.waitMillis() * 1_000_000;
    try {
      while (true) {
        taken = read();
        if (taken % 2 == turns.role()) {
          return;
        }
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException(
              "the other fork of this pair took no turn in "
                  + turns.waitMillis()
                  + " ms (turn "
                  + taken
                  + " in "
                  + file
                  + "): it stopped or failed");
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted waiting for a turn", e);
    }
  }

  /**
   * After this fork's last iteration: the fork that went first waits for the other's last turn, so
   * that the other's last iteration does not run beside this fork's closing and exit.
   */
  void finish() {
    if (file != null && turns.role() == 0) {
      await();
    }
  }

  /** Ends this fork's turn: the other fork's comes next. */
  void pass() {
    if (file == null) {
      return;
    }
    try {
      SharedTextFile.replace(
          file, Long.toString(taken + 1), file.getFileName() + "." + turns.role());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot pass the turn in " + file, e);
    }
  }

  private long read() {
    try {
      String text = SharedTextFile.read(file);
      if (text.equals(Turns.STOPPED)) {
        throw new IllegalStateException("the other fork of this pair failed; this one stops");
      }
      return text.isEmpty() ? 0 : Long.parseLong(text);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the turns in " + file, e);
    }
  }
}
