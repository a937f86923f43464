/**
 * What a decider's account says, as values: an {@link io.kvperf.internal.account.Account} is a list
 * of {@link io.kvperf.internal.account.AccountLine}s, each a record of the figures it reports, and
 * the reports write every sentence from them ({@code report.AccountText}); a comparison's lines are
 * {@link io.kvperf.internal.account.ComparisonLine}s, and what a run found is a {@link
 * io.kvperf.internal.account.Finding}. It holds values only and imports nothing but the results.
 */
package io.kvperf.internal.account;
