package io.kvperf.internal.dossier;

import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierNoProfile;
import io.kvperf.internal.account.DossierNothingGrew;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why two builds' figures differ, from pairs of forks that profiled each arm's measured iterations
 * and never entered a verdict: the differential profile of CPU by library, by frame's self time and
 * by frame's total time, and of the bytes allocated by allocation site, each move judged against
 * the spread between the pairs ({@link ProfileDifference}), and which moves lead. The profiles are
 * read by {@code ProfileFiles}; the dossier is written by {@code DossierMarkdown}, and its lines of
 * the verdict's account are values ({@link #accountLines}).
 *
 * <p>The CPU shares are of the samples outside the JIT compiler's threads, which are counted apart.
 * How much a fork still compiles once measured depends on when its JIT settles, not on what either
 * build does per operation; in one fork of a pair it can take twice the share it takes in the
 * other, and counted in, it would spread every other share between the pairs with it.
 *
 * @param pairs the pairs whose forks both left a CPU profile
 * @param samples each arm's CPU samples, in and outside the JIT compiler's threads
 * @param moves every tested key's move, by kind, most confident and largest first
 * @param allocationPairs the pairs whose forks both left an allocation profile
 * @param missing why forks left no profile, one line each
 * @param fallbacks where JFR's samples stood in for async-profiler's, and why, one line each
 * @param flameGraph the differential flame graph of the CPU profiles
 */
public record RegressionDossier(
    int pairs,
    Samples samples,
    Map<Kind, List<ProfileMove>> moves,
    int allocationPairs,
    List<String> missing,
    List<String> fallbacks,
    FlameFrame flameGraph) {
  /**
   * The kinds in the order the headlines take them: whose code, which call, where the bytes came
   * from, where the time landed.
   */
  static final List<Kind> HEADLINE_ORDER =
      List.of(Kind.LIBRARY, Kind.TOTAL, Kind.ALLOCATION, Kind.WAITING, Kind.SELF);

  /** The file the dossier writes in its directory. */
  public static final String FILE = "dossier.md";

  /** The differential flame graph's file beside the dossier. */
  public static final String FLAME_GRAPH_FILE = "flame.svg";

  /**
   * Each arm's CPU samples over its profiled forks.
   *
   * @param a arm A's samples, the JIT compiler's threads' aside
   * @param b arm B's samples, the JIT compiler's threads' aside
   * @param compilerA arm A's samples in the JIT compiler's threads
   * @param compilerB arm B's samples in the JIT compiler's threads
   */
  public record Samples(long a, long b, long compilerA, long compilerB) {}

  /** Copies the lists. */
  public RegressionDossier {
    moves = Map.copyOf(moves);
    missing = List.copyOf(missing);
    fallbacks = List.copyOf(fallbacks);
  }

  /**
   * The moves of {@code kind}, most confident and largest first; none where it was not profiled.
   */
  List<ProfileMove> movesOf(Kind kind) {
    return moves.getOrDefault(kind, List.of());
  }

  /**
   * For the reports: of each kind, the confident moves and then the largest others, at most {@code
   * perKind} each, the headlines marked ({@link #headlines}).
   */
  public List<ProfileMove> top(int perKind) {
    List<ProfileMove> headlines = headlines();
    List<ProfileMove> top = new ArrayList<>();
    for (Kind kind : HEADLINE_ORDER) {
      movesOf(kind).stream()
          .limit(perKind)
          .map(move -> headlines.contains(move) ? move.asHeadline() : move)
          .forEach(top::add);
    }
    return top;
  }

  /**
   * Of each kind, the confident move that grew most in A, a renamed frame aside ({@link #renamed}):
   * what A spends more of is where a slower A went.
   */
  List<ProfileMove> headlines() {
    List<ProfileMove> headlines = new ArrayList<>();
    for (Kind kind : HEADLINE_ORDER) {
      List<ProfileMove> confident = confident(kind);
      confident.stream()
          .filter(move -> move.change() > 0 && !renamed(move, confident))
          .findFirst()
          .ifPresent(headlines::add);
    }
    return headlines;
  }

  /** The confident moves of {@code kind}, largest first. */
  List<ProfileMove> confident(Kind kind) {
    return movesOf(kind).stream().filter(ProfileMove::confident).toList();
  }

  /**
   * At most three lines of the verdict's account: the {@link #headlines}; or, where nothing grew
   * beyond the spread between the pairs, one line that says so; or, where no pair left a profile,
   * one that says why.
   */
  public List<ComparisonLine> accountLines() {
    if (pairs == 0) {
      return List.of(
          new DossierNoProfile(missing.isEmpty() ? Optional.empty() : Optional.of(missing.get(0))));
    }
    List<ComparisonLine> lines = new ArrayList<>();
    headlines().stream().limit(3).forEach(move -> lines.add(new DossierHeadline(move)));
    if (lines.isEmpty()) {
      lines.add(new DossierNothingGrew(pairs));
    }
    return lines;
  }

  /**
   * Whether {@code grown}, a frame B hardly ran, is another name for one that A hardly runs: a
   * confident move of the same library that shrank by about as much (within a quarter), from a
   * share A hardly has. A function renamed between the builds, or a library's entry point that
   * changed with its version, moves cost from one name to the other without adding any.
   */
  static boolean renamed(ProfileMove grown, List<ProfileMove> moves) {
    if (grown.kind() == Kind.LIBRARY || grown.shareB() > grown.shareA() / 10) {
      return false;
    }
    return moves.stream()
        .anyMatch(
            other ->
                other.change() < 0
                    && other.library().equals(grown.library())
                    && other.shareA() <= other.shareB() / 10
                    && Math.abs(-other.change() - grown.change()) <= grown.change() / 4);
  }
}
