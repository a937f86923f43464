/**
 * The kit's memory: with a history directory set, each run appends one {@link
 * io.kvperf.internal.history.HistoryPoint} per contract, engine and judged figure (commit, machine,
 * JDK, plan, the estimate with its interval and every fork's value, and the ratio to an anchor
 * build measured beside it) to its contract's {@link io.kvperf.internal.history.HistoryFile}, a
 * file of JSON lines that is only ever appended to. Series are read back from those files, and
 * {@link io.kvperf.internal.history.ChangePointDetector} finds where a series moved, by E-divisive
 * means (Matteson and James 2014, as Apache Otava uses it), each {@link
 * io.kvperf.internal.history.ChangePoint} with its step, interval and p-value; its only randomness
 * is the seed in its {@link io.kvperf.internal.history.DetectorParameters}. Nothing here runs a
 * fork.
 */
package io.kvperf.internal.history;
