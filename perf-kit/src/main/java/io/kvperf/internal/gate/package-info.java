/**
 * The decision against a stored baseline: {@link io.kvperf.internal.gate.BaselineGate} applies the
 * baseline mode; {@link io.kvperf.internal.gate.ForkDecision} decides each budgeted figure over
 * forks by {@link io.kvperf.internal.gate.ScoreComparison} (a first look, then a confirmation
 * round), {@link io.kvperf.internal.gate.BudgetChecks} the absolute budgets and the rises of the
 * machine-independent figures, {@link io.kvperf.internal.gate.RatioBudget} and {@link
 * io.kvperf.internal.gate.LatencyRatioBudget} the ratios measured in the same run; {@link
 * io.kvperf.internal.gate.BaselineUpdate} records a run; {@link io.kvperf.internal.gate.Detection}
 * says what a check can catch against a stored baseline. Each returns judgements, and its account
 * as lines of values ({@link io.kvperf.internal.account.GateLine}) whose words the reports write;
 * this package reads results and never runs anything.
 */
package io.kvperf.internal.gate;
