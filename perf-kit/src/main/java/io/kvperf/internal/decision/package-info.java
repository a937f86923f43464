/**
 * What the deciders share: a contract's budgets as typed terms ({@link
 * io.kvperf.internal.decision.Budgets} of {@link io.kvperf.internal.decision.BudgetTerm}, each
 * naming a {@link io.kvperf.internal.decision.BudgetFigure}), and the {@link
 * io.kvperf.internal.decision.Outcome} every decider returns: its judgements and their account.
 */
package io.kvperf.internal.decision;
