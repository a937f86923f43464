/**
 * The files between the test JVM and its forks: the {@link io.kvperf.internal.protocol.ForkPlan} a
 * fork runs and the {@link io.kvperf.internal.protocol.MetricsFile} it returns, JSON with a format
 * version checked on every read. Not API.
 */
package io.kvperf.internal.protocol;
