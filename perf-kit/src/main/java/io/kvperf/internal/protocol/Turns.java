package io.kvperf.internal.protocol;

import java.io.Serializable;
import java.util.Objects;

/**
 * How a fork takes turns with the other fork of its pair, both alive at once: each runs one
 * iteration while the other waits, so that the two arms' iterations lie a few milliseconds apart
 * rather than a fork apart. The count of turns taken is kept in a file both read and write.
 *
 * @param file the file holding the count of turns the pair has taken; empty where the fork runs
 *     alone
 * @param role which turns are this fork's: the even ones (0, it goes first) or the odd ones (1)
 * @param waitMillis how long the fork waits for its turn before it fails: the other fork stopped
 */
public record Turns(String file, int role, long waitMillis) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** What the file holds once one fork of the pair has failed: the other stops waiting. */
  public static final String STOPPED = "stopped";

  /** A fork that runs alone, taking no turns. */
  public static final Turns NONE = new Turns("", 0, 0);

  /** Checks the role and the wait. */
  public Turns {
    Objects.requireNonNull(file, "file");
    if (role != 0 && role != 1) {
      throw new IllegalArgumentException("a fork's role in turns is 0 or 1, not " + role);
    }
    if (waitMillis < 0) {
      throw new IllegalArgumentException("negative wait " + waitMillis);
    }
  }

  /** Whether the fork takes turns with another. */
  public boolean taken() {
    return !file.isEmpty();
  }
}
