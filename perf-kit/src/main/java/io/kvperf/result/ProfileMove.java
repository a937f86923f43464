package io.kvperf.result;

import java.util.Locale;
import java.util.Objects;

/**
 * One library's or frame's move in a regression dossier: its share of each arm's CPU samples (for
 * an allocation site, of the bytes its allocation samples stand for; for a wait, of the measured
 * time), from pairs of profiled forks, and whether the change lies beyond the spread between the
 * pairs.
 *
 * @param kind what the key is
 * @param key the library, or the frame as the profiler names it
 * @param library the frame's library (the key itself for a library)
 * @param shareA its mean share of arm A's samples, 0 to 1
 * @param shareB its mean share of arm B's samples
 * @param spread the standard deviation of the change between the pairs ({@code NaN} from one pair)
 * @param standing whether the change lies beyond that spread, at the dossier's error, and whether
 *     it is one of the dossier's headlines
 */
public record ProfileMove(
    Kind kind,
    String key,
    String library,
    double shareA,
    double shareB,
    double spread,
    Standing standing) {
  /** What a key is. */
  public enum Kind {
    /** A library's total time: the samples where any of its frames is on the stack. */
    LIBRARY,
    /** A frame's total time: the samples where it is on the stack. */
    TOTAL,
    /** A frame's self time: the samples where it is the top frame. */
    SELF,
    /** An allocation site: the bytes allocated where it is the top Java frame. */
    ALLOCATION,
    /**
     * Time spent waiting, summed over threads, as a share of the measured time: in GC pauses, in
     * safepoints, blocked on a monitor, or parked.
     */
    WAITING
  }

  /** How far a move is to be believed, and whether it leads. */
  public enum Standing {
    /** The change lies within the spread between the pairs. */
    WITHIN_SPREAD,
    /** The change lies beyond that spread, at the dossier's error. */
    CONFIDENT,
    /**
     * A confident move that is one of the dossier's headlines, which the console and {@code
     * summary.md} show under the verdict: of each kind, the confident move that grew most in A, a
     * renamed frame aside.
     */
    HEADLINE;

    /** {@link #CONFIDENT} if {@code beyondSpread}, else {@link #WITHIN_SPREAD}. */
    public static Standing of(boolean beyondSpread) {
      return beyondSpread ? CONFIDENT : WITHIN_SPREAD;
    }
  }

  /** Checks the names are present. */
  public ProfileMove {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(library, "library");
    Objects.requireNonNull(standing, "standing");
  }

  /** Whether the change lies beyond the spread between the pairs, at the dossier's error. */
  public boolean confident() {
    return standing != Standing.WITHIN_SPREAD;
  }

  /** Whether it is one of the dossier's headlines. */
  public boolean headline() {
    return standing == Standing.HEADLINE;
  }

  /** This move, which must be confident, as one of the dossier's headlines. */
  public ProfileMove asHeadline() {
    if (!confident()) {
      throw new IllegalStateException("a headline is a confident move: " + describe());
    }
    return new ProfileMove(kind, key, library, shareA, shareB, spread, Standing.HEADLINE);
  }

  /**
   * {@code share} (A's, B's or the change) as the reports show it: {@code 12.3 %} of the samples,
   * or, for a wait, {@code 12.3 ms/s} of the measured time.
   */
  public String shown(double share) {
    return String.format(
        Locale.ROOT, kind == Kind.WAITING ? "%.1f ms/s" : "%.1f %%", inUnits(share));
  }

  /**
   * {@code share} (A's, B's, the change or its spread) in the unit the reports give it: points (or
   * percent) of the samples, or for a wait milliseconds a second of the measured time.
   */
  public double inUnits(double share) {
    return share * (kind == Kind.WAITING ? 1000 : 100);
  }

  /** A's share less B's, in shares of all samples. */
  public double change() {
    return shareA - shareB;
  }

  /** What moved, without its library: {@code total time of a/B.get}, {@code CPU in libfoo.so}. */
  public String subject() {
    return switch (kind) {
      case LIBRARY -> "CPU in " + key;
      case SELF -> "self time of " + key;
      case TOTAL -> "total time of " + key;
      case ALLOCATION -> "bytes allocated in " + key;
      case WAITING -> "time " + key.replace('-', ' ');
    };
  }

  /**
   * {@code total time of a/B.get (engine.jar) +12.3 points (A 14.1 %, B 1.8 %)}, {@code CPU in
   * libfoo.so …} for a library, or {@code time in gc pauses +12 ms a second (A 14 ms, B 2 ms)} for
   * a wait.
   */
  public String describe() {
    if (kind == Kind.WAITING) {
      return String.format(
          Locale.ROOT,
          "%s %+.0f ms a second (A %.0f ms, B %.0f ms)",
          subject(),
          inUnits(change()),
          inUnits(shareA),
          inUnits(shareB));
    }
    return String.format(
        Locale.ROOT,
        "%s%s %+.1f points (A %.1f %%, B %.1f %%)",
        subject(),
        kind == Kind.LIBRARY ? "" : " (" + library + ")",
        inUnits(change()),
        inUnits(shareA),
        inUnits(shareB));
  }
}
