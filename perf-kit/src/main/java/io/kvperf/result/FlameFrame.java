package io.kvperf.result;

import java.util.List;
import java.util.Objects;

/**
 * One frame of a regression dossier's differential flame graph: a frame on a path of calls from the
 * root, with the share of each arm's CPU samples whose stacks pass through it, and the frames it
 * called. A graph is drawn with each frame as wide as its share of A and coloured by its change
 * against B.
 *
 * @param name the frame as the profiler names it; {@code all} at the root
 * @param library the frame's library
 * @param shareA the mean share of arm A's samples on this path, 0 to 1
 * @param shareB the mean share of arm B's samples
 * @param children the frames it called, by name
 */
public record FlameFrame(
    String name, String library, double shareA, double shareB, List<FlameFrame> children) {
  /** The root's name. */
  public static final String ROOT = "all";

  /** Checks the names are present and copies the children. */
  public FlameFrame {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(library, "library");
    children = children == null ? List.of() : List.copyOf(children);
  }

  /** The graph of no profile: a root without children. */
  public static FlameFrame none() {
    return new FlameFrame(ROOT, "", 0, 0, List.of());
  }

  /** Whether this is a graph of no profile. */
  public boolean isEmpty() {
    return children.isEmpty();
  }

  /** A's share less B's, in shares of all samples. */
  public double change() {
    return shareA - shareB;
  }

  /** The levels below this frame, its own not counted: 0 for a frame that called nothing. */
  public int depth() {
    return children.stream().mapToInt(child -> child.depth() + 1).max().orElse(0);
  }
}
