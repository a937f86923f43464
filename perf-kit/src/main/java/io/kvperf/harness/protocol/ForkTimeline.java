package io.kvperf.harness.protocol;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Where a fork's time went: the JVM's uptime, in milliseconds, at each step of the fork, so that a
 * fork's fixed cost (everything but its preload and its iterations) can be seen and cut.
 *
 * @param jmhReadyMillis the kit's setup begins: the JVM and JMH have started
 * @param planReadMillis the fork's plan is read
 * @param storesOpenMillis the stores are open and preloaded
 * @param recordingMillis the GC recording has started
 * @param firstIterationMillis the first warm-up iteration begins
 * @param lastIterationMillis the last iteration has ended
 * @param closedMillis the stores are flushed, closed and measured
 */
public record ForkTimeline(
    long jmhReadyMillis,
    long planReadMillis,
    long storesOpenMillis,
    long recordingMillis,
    long firstIterationMillis,
    long lastIterationMillis,
    long closedMillis) {

  /** The JVM's uptime now, in milliseconds. */
  public static long uptimeMillis() {
    return ManagementFactory.getRuntimeMXBean().getUptime();
  }

  /**
   * One line for the fork's log: each step's share, and what the test JVM spent beyond the fork's
   * own uptime (launching it, its exit, reading its results) out of {@code launchToResultMillis},
   * the fork's time as the test JVM saw it.
   */
  public String describe(long launchToResultMillis) {
    return String.format(
        Locale.ROOT,
        "kvperf: fork timeline, %d ms in all: JVM and JMH start %d, plan read %d, stores opened"
            + " and preloaded %d, GC recording's start %d, workers' setup %d, iterations %d, stores"
            + " closed %d, the test JVM's share (launch, exit, results) %d",
        launchToResultMillis,
        jmhReadyMillis,
        planReadMillis - jmhReadyMillis,
        storesOpenMillis - planReadMillis,
        recordingMillis - storesOpenMillis,
        firstIterationMillis - recordingMillis,
        lastIterationMillis - firstIterationMillis,
        closedMillis - lastIterationMillis,
        launchToResultMillis - closedMillis);
  }
}
