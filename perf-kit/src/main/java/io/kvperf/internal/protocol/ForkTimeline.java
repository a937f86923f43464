package io.kvperf.internal.protocol;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * Where a fork's time went: the JVM's uptime, in milliseconds, at each step of the fork, so that a
 * fork's fixed cost (everything but its preload and its iterations) can be seen and cut.
 *
 * <p>A fork's {@code fork-metrics.json} keeps it as one flat object of its eight steps in this
 * order ({@code jvmStartEpochMillis}, {@code jmhReadyMillis}, …), as it did before the setup's
 * steps were grouped.
 *
 * @param jvmStartEpochMillis when the fork's JVM started, in milliseconds since the epoch
 * @param setup when each step of the kit's setup ended: JMH ready, plan read, stores open, GC
 *     recording started
 * @param firstIterationMillis the first warm-up iteration begins
 * @param lastIterationMillis the last iteration has ended
 * @param closedMillis the stores are flushed, closed and measured
 */
public record ForkTimeline(
    long jvmStartEpochMillis,
    @JsonUnwrapped SetupSteps setup,
    long firstIterationMillis,
    long lastIterationMillis,
    long closedMillis)
    implements Serializable {

  /** The JVM's uptime now, in milliseconds. */
  public static long uptimeMillis() {
    return ManagementFactory.getRuntimeMXBean().getUptime();
  }

  /** When this JVM started, in milliseconds since the epoch. */
  public static long thisJvmStartEpochMillis() {
    return ManagementFactory.getRuntimeMXBean().getStartTime();
  }

  /**
   * One line for the fork's log: each step's share of the fork's time as the test JVM saw it, from
   * {@code launchedEpochMillis} (when it asked JMH for the fork) to {@code doneEpochMillis} (when
   * JMH returned), the test JVM's own share split into before the fork's JVM started and after its
   * stores closed (the JVM's exit, the results' way back).
   */
  public String describe(long launchedEpochMillis, long doneEpochMillis) {
    return String.format(
        Locale.ROOT,
        "kvperf: fork timeline, %d ms in all: the test JVM until the fork's JVM started %d, JVM and"
            + " JMH start %d, plan read %d, stores opened and preloaded %d, GC recording's start"
            + " %d, workers' setup %d, iterations %d, stores closed %d, exit and results %d",
        doneEpochMillis - launchedEpochMillis,
        jvmStartEpochMillis - launchedEpochMillis,
        setup.jmhReadyMillis(),
        setup.planReadMillis() - setup.jmhReadyMillis(),
        setup.storesOpenMillis() - setup.planReadMillis(),
        setup.recordingMillis() - setup.storesOpenMillis(),
        firstIterationMillis - setup.recordingMillis(),
        lastIterationMillis - firstIterationMillis,
        closedMillis - lastIterationMillis,
        doneEpochMillis - (jvmStartEpochMillis + closedMillis));
  }
}
