package io.kvperf.internal.settings;

import java.time.Duration;

/**
 * The least each arm of a comparison of two builds warms up and measures, whatever its contract
 * declares ({@link CompareSettings}).
 *
 * @param warmup the least warm-up of each arm, in all, from {@code kvperf.compare.warmup}
 * @param iterations the fewest measured iterations of each arm in each fork, from {@code
 *     kvperf.compare.iterations}
 */
public record ArmFloors(Duration warmup, int iterations) {}
