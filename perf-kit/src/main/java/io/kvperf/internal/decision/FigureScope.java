package io.kvperf.internal.decision;

/** Which baselines can judge a figure of the table ({@link BudgetFigure#scope()}). */
public enum FigureScope {
  /** A baseline of the same machine only: the figure follows the CPU's speed. */
  SAME_MACHINE,
  /** A baseline of any CPU under the same JVM, flags and heap. */
  SAME_RUNTIME,
  /** No baseline is needed. */
  ANYWHERE,
  /** No baseline can: only a build measured beside it in the same run. */
  SAME_RUN
}
