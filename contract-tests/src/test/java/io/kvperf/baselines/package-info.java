/** Checks of the committed baselines against the contracts that read them. */
package io.kvperf.baselines;
