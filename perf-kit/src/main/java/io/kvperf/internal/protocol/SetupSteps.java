package io.kvperf.internal.protocol;

import java.io.Serializable;

/**
 * When each step of a fork's trial setup ended, as the JVM's uptime in milliseconds: the steps
 * between JMH handing the fork to the kit and the kit's first iteration ({@link ForkTimeline}).
 *
 * @param jmhReadyMillis the kit's setup begins: the JVM and JMH have started
 * @param planReadMillis the fork's plan is read
 * @param storesOpenMillis the stores are open and preloaded
 * @param recordingMillis the GC recording has started
 */
public record SetupSteps(
    long jmhReadyMillis, long planReadMillis, long storesOpenMillis, long recordingMillis)
    implements Serializable {}
