/**
 * Stored baselines and the gate against them: {@link io.kvperf.baseline.BaselineStore} keeps one
 * readable JSON file per contract under the baseline directory, keyed by engine and machine
 * fingerprint; {@link io.kvperf.baseline.ThroughputComparison} decides whether a change is a
 * significant regression beyond the budget; {@link io.kvperf.baseline.BaselineGate} applies the
 * {@link io.kvperf.baseline.BaselineMode mode}. This package reads results and never runs anything.
 */
package io.kvperf.baseline;
