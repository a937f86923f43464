package io.kvperf.internal.dossier;

import io.kvperf.result.FlameFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The differential flame graph of two arms' CPU profiles: every path of calls from the root, with
 * the mean share over each arm's forks of the samples that pass through it. Paths under {@link
 * #LEAST_SHARE} of both arms are left out, which keeps the graph a few hundred frames whatever the
 * profiles hold.
 */
final class DifferentialFlameGraph {
  /** The least share of either arm for a path to be drawn: 0.5 %. */
  static final double LEAST_SHARE = 0.005;

  private DifferentialFlameGraph() {}

  /**
   * The graph of {@code a}'s and {@code b}'s forks, frames' libraries named by {@code libraryOf}.
   */
  static FlameFrame of(
      List<CollapsedStacks> a, List<CollapsedStacks> b, Function<String, String> libraryOf) {
    Node root = new Node();
    add(root, a, Side.A);
    add(root, b, Side.B);
    return root.frame(FlameFrame.ROOT, "", libraryOf);
  }

  /** The arm whose profiles a share is of. */
  private enum Side {
    A,
    B
  }

  private static void add(Node root, List<CollapsedStacks> forks, Side side) {
    for (CollapsedStacks fork : forks) {
      long total = fork.total();
      if (total == 0) {
        continue;
      }
      for (Map.Entry<String, Long> stack : fork.samples().entrySet()) {
        double share = stack.getValue() / (double) total / forks.size();
        Node node = root;
        node.add(share, side);
        for (String frame : stack.getKey().split(";", -1)) {
          node = node.children.computeIfAbsent(frame, name -> new Node());
          node.add(share, side);
        }
      }
    }
  }

  /** A path's shares while the graph is built; children by name, as flame graphs sort them. */
  private static final class Node {
    private final Map<String, Node> children = new TreeMap<>();
    private double shareA;
    private double shareB;

    void add(double share, Side side) {
      if (side == Side.A) {
        shareA += share;
      } else {
        shareB += share;
      }
    }

    FlameFrame frame(String name, String library, Function<String, String> libraryOf) {
      List<FlameFrame> kept = new ArrayList<>();
      children.forEach(
          (childName, child) -> {
            if (Math.max(child.shareA, child.shareB) >= LEAST_SHARE) {
              kept.add(child.frame(childName, libraryOf.apply(childName), libraryOf));
            }
          });
      return new FlameFrame(name, library, shareA, shareB, kept);
    }
  }
}
