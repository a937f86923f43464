/**
 * AssertJ assertions on a {@link io.kvperf.result.PerfResult}, for budgets written in a contract's
 * body: {@code assertThat(result).gc().maxPause().isLessThan(Duration.ofMillis(50))}. Needs AssertJ
 * on the test class path.
 */
package io.kvperf.assertj;
