package io.kvperf.internal.decision;

/** Which way a budgeted figure gets worse, or that it has a fixed limit. */
public enum FigureKind {
  /** Worse when it drops, against what it is compared with. */
  DROP,
  /** Worse when it rises, against what it is compared with. */
  RISE,
  /** Held to a fixed limit, with no baseline. */
  LIMIT
}
