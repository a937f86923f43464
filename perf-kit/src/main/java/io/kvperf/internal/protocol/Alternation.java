package io.kvperf.internal.protocol;

/**
 * The order in which a fork with a reference measures it and the engine: ABBA by iteration (engine,
 * reference, reference, engine, engine, …), counted separately in warm-up and in measurement, or
 * the reference first (BAAB) when the plan lets it lead. ABBA rather than ABAB so that a steady
 * drift during the fork (JIT, heap growth, a neighbour's load) weighs on both equally. Both the
 * fork and the test JVM read iterations by it.
 */
public final class Alternation {
  private Alternation() {}

  /**
   * Whether the iteration at {@code index} (from 0 within its phase) measures the reference; the
   * engine's turn comes first unless {@code referenceLeads}.
   */
  public static boolean isReference(int index, boolean referenceLeads) {
    if (index < 0) {
      throw new IllegalArgumentException("negative iteration index " + index);
    }
    return (((index + 1) >> 1 & 1) == 1) != referenceLeads;
  }
}
