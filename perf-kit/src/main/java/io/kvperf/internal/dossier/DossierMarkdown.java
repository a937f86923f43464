package io.kvperf.internal.dossier;

import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.List;
import java.util.Locale;

/**
 * A {@link RegressionDossier} as the Markdown file it writes ({@value RegressionDossier#FILE}):
 * what was profiled, a table of moves for each kind, what else differs between the arms, and what a
 * profile cannot see. It stays beside the dossier, not in the reports, as it reads the dossier's
 * own thresholds and the profiled forks' settings, which the reports never see.
 */
final class DossierMarkdown {
  private static final String LIMITS =
      """

      ## What a profile cannot see

      - Inlined code: the JIT may inline differently in the two arms, moving self time to a
        caller. Read total time and libraries before self time.
      - Native frames without symbols: samples in a stripped library land on a neighbouring
        exported symbol, or on the library alone.
      - Waiting: CPU samples count no time spent blocked on storage, locks or sleep; the
        waiting table counts monitors and parks of a millisecond or more, and no I/O.
      - JFR's fallback samples, where async-profiler could not load: they see no native
        frames below a Java method's native call, and a thread in native code counts as a
        sample whether it runs or blocks.
      - Work moved between threads: every thread is sampled, the engine's background threads
        included, so work moved to them still shows, but not on the operation's stack.
      """;

  private DossierMarkdown() {}

  /**
   * {@code dossier} under {@code title}, its tables at most {@code rows} long each (the confident
   * moves and the largest others), the arms described by {@code arms}, a line each.
   */
  static String of(RegressionDossier dossier, String title, List<String> arms, int rows) {
    StringBuilder text = new StringBuilder();
    text.append("# ").append(title).append("\n\n");
    profiled(text, dossier);
    notes(text, dossier);
    tables(text, dossier, rows);
    text.append("## The arms\n\n");
    arms.forEach(arm -> text.append("- ").append(arm).append('\n'));
    return text.append(LIMITS).toString();
  }

  /** What was profiled, by what, and how a move is judged; the JIT compiler's share apart. */
  private static void profiled(StringBuilder text, RegressionDossier dossier) {
    RegressionDossier.Samples samples = dossier.samples();
    text.append(
        String.format(
            Locale.ROOT,
            "%d pairs of forks profiled each arm's measured iterations (%s, every thread); %d"
                + " samples of A, %d of B. These forks entered no verdict and no interval. A move is"
                + " confident where a paired t over the pairs puts it beyond zero at a %.0f %% error"
                + " over all the keys of its table, and it is at least %.0f point.%n%n",
            dossier.pairs(),
            dossier.fallbacks().isEmpty() ? "async-profiler, CPU time" : "JFR's samples",
            samples.a(),
            samples.b(),
            ProfileDifference.FAMILY_ERROR * 100,
            ProfileDifference.LEAST_CHANGE * 100));
    if (samples.compilerA() + samples.compilerB() > 0) {
      text.append(
          String.format(
              Locale.ROOT,
              "The JIT compiler's threads took a further %d samples of A (%s of all of A's) and"
                  + " %d of B (%s), counted apart: every share below is of the samples outside them, as"
                  + " what a fork still compiles once measured depends on when its JIT settles,"
                  + " not on what the build does per operation.%n%n",
              samples.compilerA(),
              percentOf(samples.compilerA(), samples.a()),
              samples.compilerB(),
              percentOf(samples.compilerB(), samples.b())));
    }
  }

  /** Where JFR stood in, which forks left no profile, and the flame graph's file. */
  private static void notes(StringBuilder text, RegressionDossier dossier) {
    dossier.fallbacks().forEach(line -> text.append("- sampled by ").append(line).append('\n'));
    dossier.missing().forEach(line -> text.append("- no profile: ").append(line).append('\n'));
    if (!dossier.missing().isEmpty() || !dossier.fallbacks().isEmpty()) {
      text.append('\n');
    }
    if (!dossier.flameGraph().isEmpty()) {
      text.append("The differential flame graph: [")
          .append(RegressionDossier.FLAME_GRAPH_FILE)
          .append("](")
          .append(RegressionDossier.FLAME_GRAPH_FILE)
          .append(") (width: A's share; red: more in A than in B, blue: less).\n\n");
    }
  }

  /** The tables of every kind, allocation's and waiting's each after what it counts. */
  private static void tables(StringBuilder text, RegressionDossier dossier, int rows) {
    table(text, "CPU by library", dossier, Kind.LIBRARY, rows);
    table(text, "Self time by frame", dossier, Kind.SELF, rows);
    table(text, "Total time by frame", dossier, Kind.TOTAL, rows);
    text.append(
        String.format(
            Locale.ROOT,
            "Allocation: %d pairs left JFR's allocation samples (jdk.ObjectAllocationSample, each"
                + " weighted by the bytes it stands for); a site is the top Java frame.%n%n",
            dossier.allocationPairs()));
    table(text, "Bytes allocated by site", dossier, Kind.ALLOCATION, rows);
    text.append(
        String.format(
            Locale.ROOT,
            "Waiting, from JFR, in milliseconds a second of the measured time: GC pauses, the"
                + " time taken to bring every thread to a safepoint, and every thread's time"
                + " blocked on a monitor or parked for at least %d ms (JMH's main thread aside),"
                + " summed over threads.%n%n",
            ForkPlan.Wait.LEAST.toMillis()));
    table(text, "Time waiting", dossier, Kind.WAITING, rows);
  }

  private static void table(
      StringBuilder text, String title, RegressionDossier dossier, Kind kind, int rows) {
    text.append("## ").append(title).append("\n\n");
    List<ProfileMove> all = dossier.movesOf(kind);
    if (all.isEmpty()) {
      text.append("No samples.\n\n");
      return;
    }
    boolean waits = kind == Kind.WAITING;
    text.append("| | ")
        .append(kind == Kind.LIBRARY ? "library" : waits ? "wait" : "frame")
        .append(
            waits
                ? " | A (ms/s) | B (ms/s) | change (ms/s) | spread between pairs (ms/s) | confident"
                    + " |\n"
                : " | A | B | change (points) | spread between pairs | confident |\n");
    text.append("|---|---|---|---|---|---|---|\n");
    int row = 0;
    for (ProfileMove move : all) {
      if (row++ == rows) {
        break;
      }
      text.append(row(row, move));
    }
    text.append('\n');
  }

  /**
   * A move's row: a library's or frame's in percent of the samples, a frame's library beside it; a
   * wait's in milliseconds a second of the measured time.
   */
  private static String row(int row, ProfileMove move) {
    boolean waits = move.kind() == Kind.WAITING;
    String share = waits ? "%.1f" : "%.1f %%";
    return String.format(
        Locale.ROOT,
        "| %d | `%s`%s | " + share + " | " + share + " | %+.1f | %s | %s |%n",
        row,
        move.key(),
        waits || move.kind() == Kind.LIBRARY ? "" : " (" + move.library() + ")",
        move.inUnits(move.shareA()),
        move.inUnits(move.shareB()),
        move.inUnits(move.change()),
        Double.isNaN(move.spread())
            ? "one pair"
            : String.format(Locale.ROOT, waits ? "%.1f" : "%.2f", move.inUnits(move.spread())),
        move.confident() ? "yes" : "no");
  }

  /** {@code part} as a percentage of {@code part} and {@code rest} together. */
  private static String percentOf(long part, long rest) {
    return String.format(Locale.ROOT, "%.1f %%", 100.0 * part / Math.max(1, part + rest));
  }
}
