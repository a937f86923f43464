/**
 * The run's settings, parsed once from JUnit configuration parameters (which include system
 * properties and {@code junit-platform.properties}) into records that check their values: {@link
 * io.kvperf.internal.settings.KvPerfSettings}, the comparison's {@link
 * io.kvperf.internal.settings.CompareSettings}, the sweep filters, the baseline mode, and the
 * duration syntax annotations and settings share.
 */
package io.kvperf.internal.settings;
