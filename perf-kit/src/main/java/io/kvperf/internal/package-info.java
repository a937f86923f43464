/**
 * The kit's implementation, not API: its types may change in any release. Users import only {@code
 * io.kvperf.api}, {@code io.kvperf.result}, {@code io.kvperf.assertj}, {@code io.kvperf.engine},
 * {@code io.kvperf.tck} and {@code io.kvperf.workload}; a public type outside those lives under
 * this package, and a test keeps it so.
 */
package io.kvperf.internal;
