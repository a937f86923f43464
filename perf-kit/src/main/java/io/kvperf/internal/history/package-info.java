/**
 * The kit's memory of gated runs, read as series in commit order. So far it holds the change-point
 * detector: {@link io.kvperf.internal.history.ChangePointDetector} finds where a series of one
 * figure moved, by E-divisive means (Matteson and James 2014, as Apache Otava uses it), and reports
 * each {@link io.kvperf.internal.history.ChangePoint} with its step, interval and p-value. It reads
 * values and no file; its only randomness is the seed in its {@link
 * io.kvperf.internal.history.DetectorParameters}. Why it is built as it is:
 * docs/records/2026-11-27-change-point-detector.md.
 */
package io.kvperf.internal.history;
