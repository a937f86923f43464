/**
 * The builds a comparison measures, its arms: {@link io.kvperf.arms.Arm} is one build's class path
 * and JVM options; {@link io.kvperf.arms.ComparedBuild} parses {@code kvperf.compare} into the
 * other build, from jars, directories or Maven coordinates (resolved by a {@link
 * io.kvperf.arms.CoordinateResolver} found on the class path); {@link io.kvperf.arms.ArmClassPath}
 * reads this build's class path and puts another build's entries in place of the same artifacts.
 */
package io.kvperf.arms;
