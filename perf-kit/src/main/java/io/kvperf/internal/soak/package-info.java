/**
 * The soak ({@link io.kvperf.api.Soak}): one long measured phase in one fork, each measured
 * iteration an interval of its time series. This room holds what is the soak's own: its plan as the
 * annotation declares it ({@link io.kvperf.internal.soak.SoakPlan}), its fork's deadline, and the
 * JVM's own GC log that its fork writes and that is read back over JFR's window ({@link
 * io.kvperf.internal.soak.SoakGcLog}, {@link io.kvperf.internal.soak.GcLogReader}). It reads the
 * annotations, the results and the settings' durations, and runs nothing: the test JVM's runner
 * asks it for the log's option and reads the log through it, the fork's meter sees JFR's pauses on
 * its own, and the reports draw a soak from its results. Not API.
 */
package io.kvperf.internal.soak;
