package io.kvperf.internal.settings;

import java.nio.file.Path;

/**
 * What the run does with the stored baselines ({@link KvPerfSettings}).
 *
 * @param mode what the gate does, from {@code kvperf.baseline}
 * @param directory where baselines are kept, from {@code kvperf.baseline.dir}
 * @param updateBesideLoad whether an update runs as many forks again beside the kit's CPU load,
 *     from {@code kvperf.baseline.load}
 */
public record BaselineSettings(BaselineMode mode, Path directory, boolean updateBesideLoad) {}
