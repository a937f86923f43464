/**
 * The seed documents' experiments and YCSB's core workloads as suites, one class per suite, run on
 * every engine that can run them. Each is declared at the seed's full scale through the kit's
 * presets; the build runs them at 0.5 % of it ({@code kvperf.scale=0.005}, set by the {@code
 * seed-suites} Failsafe execution), and {@code -Dkvperf.suites.scale=full} reproduces them in full
 * (docs/seed-suites.md). Their budgets at ci scale are the seeds' claims that hold by a wide
 * margin, as ratios within one run, and allocation per operation where it is steady ({@link
 * io.kvperf.suites.SuiteBudgets}).
 */
package io.kvperf.suites;
