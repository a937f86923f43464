/**
 * Stored baselines and the gate against them: {@link io.kvperf.baseline.BaselineStore} keeps one
 * readable JSON file per contract under the baseline directory, its entries keyed by engine, scale,
 * machine and plan fingerprint, each holding the forks of up to {@value
 * io.kvperf.baseline.GateRule#MAX_RUNS} runs and their {@link io.kvperf.baseline.Calibration};
 * {@link io.kvperf.baseline.ForkDecision} compares a run's forks with them by {@link
 * io.kvperf.baseline.ScoreComparison}, under the rule and constants of {@link
 * io.kvperf.baseline.GateRule}; {@link io.kvperf.baseline.RatioBudget} judges two engines measured
 * in the same run, {@link io.kvperf.baseline.LatencyRatioBudget} two operation types timed in the
 * same forks; {@link io.kvperf.baseline.BaselineGate} applies the {@link
 * io.kvperf.baseline.BaselineMode mode}. This package reads results and never runs anything.
 */
package io.kvperf.baseline;
