/**
 * {@link io.kvperf.maven.MavenCoordinateResolver}: the kit's {@link
 * io.kvperf.internal.build.CoordinateResolver} on Maven's own resolver, for {@code kvperf.compare}
 * given as Maven coordinates.
 */
package io.kvperf.maven;
