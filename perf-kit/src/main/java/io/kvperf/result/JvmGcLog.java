package io.kvperf.result;

import java.io.Serializable;

/**
 * The stop-the-world pauses the JVM's own GC log ({@code -Xlog:gc}) printed over the window the
 * fork's JFR recording watched, to check JFR's figures against. The log stamps a pause's end to the
 * millisecond and the window is read to the millisecond, so a pause within a millisecond of either
 * end may fall either way: those are counted apart, as at the edges.
 *
 * @param pauses the pauses wholly inside the window, a millisecond from either end
 * @param totalNanos their sum, as the log prints them (to the microsecond)
 * @param maxNanos the longest of them; 0 without any
 * @param edgePauses the pauses within a millisecond of either end
 * @param edgeTotalNanos their sum
 */
public record JvmGcLog(
    long pauses, long totalNanos, long maxNanos, long edgePauses, long edgeTotalNanos)
    implements Serializable {}
