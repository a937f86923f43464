/** The standard performance contracts, measured by Failsafe in {@code mvn verify}. */
package io.kvperf.contracts;
