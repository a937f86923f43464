package io.kvperf.internal.dossier;

import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The differential profile of two arms from pairs of profiled forks: for each key (a frame's self
 * time, a frame's total time, a library's total time), its share of each arm's samples and the
 * change, judged against the spread of that change between the pairs.
 *
 * <p>A change is confident where a paired Student's t over the pairs puts it beyond zero at a
 * family error of {@link #FAMILY_ERROR} over every key tested (Bonferroni; a key is tested where it
 * holds at least {@link #TESTED_SHARE} of either arm's samples), and it is at least {@link
 * #LEAST_CHANGE} of all samples: at a few thousand samples a fork, a share's own sampling error is
 * about half a point.
 */
final class ProfileDifference {
  /** The error, over all keys of one kind, of calling any of them moved when none did. */
  static final double FAMILY_ERROR = 0.05;

  /** The least share of either arm's samples for a key to be tested: 0.5 %. */
  static final double TESTED_SHARE = 0.005;

  /** The least change of share a confident move has: one point. */
  static final double LEAST_CHANGE = 0.01;

  private ProfileDifference() {}

  /**
   * The moves of every key of {@code kind} tested, most confident and largest first, from the
   * profiles of the pairs' A forks and B forks (paired by index, as many of each), a frame's
   * library named by {@code libraryOf}.
   */
  static List<ProfileMove> moves(
      Kind kind,
      List<CollapsedStacks> a,
      List<CollapsedStacks> b,
      Function<String, String> libraryOf) {
    Function<List<String>, Set<String>> keys =
        switch (kind) {
          case SELF, ALLOCATION -> CollapsedStacks::topFrame;
          case TOTAL -> CollapsedStacks::everyFrame;
          case WAITING -> throw new IllegalArgumentException("waits are sums, not stacks");
          case LIBRARY ->
              frames -> {
                Set<String> libraries = new LinkedHashSet<>();
                frames.forEach(frame -> libraries.add(libraryOf.apply(frame)));
                return libraries;
              };
        };
    return ofShares(
        kind,
        a.stream().map(s -> s.shares(keys)).toList(),
        b.stream().map(s -> s.shares(keys)).toList(),
        libraryOf);
  }

  /**
   * The moves of every key of {@code kind} tested, most confident and largest first, from each
   * pair's shares of A and of B (paired by index, as many of each; a key a fork lacks has none).
   */
  static List<ProfileMove> ofShares(
      Kind kind,
      List<Map<String, Double>> sharesA,
      List<Map<String, Double>> sharesB,
      Function<String, String> libraryOf) {
    if (sharesA.size() != sharesB.size() || sharesA.isEmpty()) {
      throw new IllegalArgumentException(
          "a differential profile needs pairs: "
              + sharesA.size()
              + " A forks, "
              + sharesB.size()
              + " B forks");
    }
    Set<String> tested = tested(sharesA, sharesB);
    int pairs = sharesA.size();
    double critical =
        pairs < 2
            ? Double.POSITIVE_INFINITY
            : new TDistribution(pairs - 1)
                .inverseCumulativeProbability(
                    1 - FAMILY_ERROR / (2.0 * Math.max(1, tested.size())));
    List<ProfileMove> moves = new ArrayList<>();
    for (String key : tested) {
      moves.add(
          move(
              kind,
              key,
              kind == Kind.LIBRARY ? key : libraryOf.apply(key),
              sharesA,
              sharesB,
              critical));
    }
    moves.sort(
        Comparator.comparing((ProfileMove m) -> !m.confident())
            .thenComparing(m -> -Math.abs(m.change())));
    return moves;
  }

  /** The keys that hold at least {@link #TESTED_SHARE} of either arm's samples, A's first. */
  private static Set<String> tested(
      List<Map<String, Double>> sharesA, List<Map<String, Double>> sharesB) {
    Set<String> tested = new LinkedHashSet<>();
    for (List<Map<String, Double>> arm : List.of(sharesA, sharesB)) {
      Set<String> all = new LinkedHashSet<>();
      arm.forEach(shares -> all.addAll(shares.keySet()));
      for (String key : all) {
        if (mean(arm, key) >= TESTED_SHARE) {
          tested.add(key);
        }
      }
    }
    return tested;
  }

  /**
   * The move of {@code key}: its mean share of each arm, the spread of its change between the
   * pairs, and whether the change lies beyond it, a paired t against {@code critical}.
   */
  private static ProfileMove move(
      Kind kind,
      String key,
      String library,
      List<Map<String, Double>> sharesA,
      List<Map<String, Double>> sharesB,
      double critical) {
    int pairs = sharesA.size();
    double[] changes = new double[pairs];
    for (int i = 0; i < pairs; i++) {
      changes[i] = sharesA.get(i).getOrDefault(key, 0.0) - sharesB.get(i).getOrDefault(key, 0.0);
    }
    double change = 0;
    for (double c : changes) {
      change += c / pairs;
    }
    double squares = 0;
    for (double c : changes) {
      squares += (c - change) * (c - change);
    }
    double spread = pairs < 2 ? Double.NaN : Math.sqrt(squares / (pairs - 1));
    boolean confident =
        pairs >= 2
            && Math.abs(change) >= LEAST_CHANGE
            && Math.abs(change) > critical * spread / Math.sqrt(pairs);
    return new ProfileMove(
        kind,
        key,
        library,
        mean(sharesA, key),
        mean(sharesB, key),
        spread,
        ProfileMove.Standing.of(confident));
  }

  private static double mean(List<Map<String, Double>> shares, String key) {
    return shares.stream().mapToDouble(s -> s.getOrDefault(key, 0.0)).average().orElse(0);
  }
}
