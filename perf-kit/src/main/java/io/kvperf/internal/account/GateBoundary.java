package io.kvperf.internal.account;

/**
 * The least distance of each gated figure's boundary, and why: the figures a build gates share its
 * rate of false alarms.
 *
 * @param standardErrors how many standard errors away each boundary lies at least
 * @param figures how many figures this machine's baselines gate, at least one
 * @param falseAlarmPercent the build's rate of false alarms they share, percent
 */
public record GateBoundary(double standardErrors, int figures, double falseAlarmPercent) {}
