/**
 * JMH benchmarks of the kit itself, so that the kit is never what limits a measurement: the
 * workload generators per key distribution.
 */
package io.kvperf.benchmarks;
