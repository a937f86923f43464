/**
 * Checks of what the build's contracts left behind, run by Failsafe after them: the figures in
 * Failsafe's XML, and the merged reports under {@code target/kvperf/}.
 */
package io.kvperf.reports;
