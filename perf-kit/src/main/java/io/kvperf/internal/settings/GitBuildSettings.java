package io.kvperf.internal.settings;

import java.time.Duration;

/**
 * How a build named {@code git:<ref>} is built before a comparison measures it ({@link
 * CompareSettings}).
 *
 * @param mavenCommand the command that builds it, from {@code kvperf.compare.maven}; empty for the
 *     project's wrapper or {@code mvn}
 * @param mavenArgs arguments added to its Maven build, from {@code kvperf.compare.mavenArgs}
 * @param timeout how long its build may take, from {@code kvperf.compare.buildTimeout}
 */
public record GitBuildSettings(String mavenCommand, String mavenArgs, Duration timeout) {}
