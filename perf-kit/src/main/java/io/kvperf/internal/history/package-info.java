/**
 * The kit's memory: with a history directory set, each run appends one {@link
 * io.kvperf.internal.history.HistoryPoint} per contract, engine and judged figure (commit, machine,
 * JDK, plan, the estimate with its interval and every fork's value, and the ratio to an anchor
 * build measured beside it) to its contract's {@link io.kvperf.internal.history.HistoryFile}, a
 * file of JSON lines that is only ever appended to. Series are read back from those files; nothing
 * here runs a fork.
 */
package io.kvperf.internal.history;
