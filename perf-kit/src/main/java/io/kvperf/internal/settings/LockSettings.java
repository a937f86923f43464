package io.kvperf.internal.settings;

import java.time.Duration;

/**
 * What the run does when another kvperf run on the same host measures ({@link KvPerfSettings}).
 *
 * @param mode whether it waits or fails, from {@code kvperf.lock}
 * @param timeout how long it waits for the other to end, in {@link LockMode#WAIT}, from {@code
 *     kvperf.lock.timeout}
 */
public record LockSettings(LockMode mode, Duration timeout) {}
