package io.kvperf.internal.junit;

import java.util.ArrayList;
import java.util.List;

/**
 * One point of a contract's sweeps: the thread count of a {@link io.kvperf.api.Threads} sweep and
 * the value size of a {@link io.kvperf.api.ValueSizes} sweep, each 0 where that is not swept.
 *
 * @param threads the swept thread count, or 0
 * @param valueSize the swept value size in bytes, or 0
 */
record SweepPoint(int threads, int valueSize) {
  /** The point of a contract that sweeps nothing. */
  static final SweepPoint NONE = new SweepPoint(0, 0);

  /** Whether some dimension is swept. */
  boolean swept() {
    return threads > 0 || valueSize > 0;
  }

  /** What the point's contract id adds to its method's: {@code [threads=4,valueSize=100]}. */
  String suffix() {
    List<String> parts = new ArrayList<>();
    if (threads > 0) {
      parts.add("threads=" + threads);
    }
    if (valueSize > 0) {
      parts.add("valueSize=" + valueSize);
    }
    return parts.isEmpty() ? "" : "[" + String.join(",", parts) + "]";
  }

  /** How an invocation's name gives it: {@code 4 threads, 100-byte values}. */
  String label() {
    List<String> parts = new ArrayList<>();
    if (threads > 0) {
      parts.add(threads + (threads == 1 ? " thread" : " threads"));
    }
    if (valueSize > 0) {
      parts.add(valueSize + "-byte values");
    }
    return String.join(", ", parts);
  }

  /** The method's name in a contract id, the sweep's suffix left off. */
  static String methodOf(String contractId) {
    return contractId.substring(contractId.indexOf('#') + 1).replaceAll("\\[[^\\]]*]$", "");
  }
}
