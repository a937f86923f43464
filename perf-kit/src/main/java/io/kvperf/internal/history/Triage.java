package io.kvperf.internal.history;

/**
 * Whether someone has seen a change point: an acknowledged one still splits the series (so the
 * segments around it, and the change points beside it, are the same either way), but a reporter
 * need not show it again.
 */
public enum Triage {
  NEW,
  ACKNOWLEDGED
}
