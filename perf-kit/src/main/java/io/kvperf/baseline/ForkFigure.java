package io.kvperf.baseline;

/**
 * One figure of one fork, as the gate's statistics read it: the engine's value, the reference's
 * value measured alternately in the same JVM ({@code NaN} without a reference), and the run the
 * fork belonged to, since forks of one run share that run's machine state.
 *
 * @param run the run's identity (its start time, for stored forks)
 * @param engine the engine's figure, positive (ops/s, or ns of p99)
 * @param reference the reference's figure, positive, or {@code NaN}
 */
record ForkFigure(String run, double engine, double reference) {
  ForkFigure {
    if (!(engine > 0) || !(Double.isNaN(reference) || reference > 0)) {
      throw new IllegalArgumentException(
          "fork figures must be positive, were " + engine + " and " + reference);
    }
  }

  boolean hasReference() {
    return !Double.isNaN(reference);
  }
}
