package io.kvperf.internal.build;

import java.nio.file.Path;
import java.util.List;

/**
 * Resolves Maven coordinates to jars, for {@code kvperf.compare}. The kit finds an implementation
 * with {@link java.util.ServiceLoader}; {@code io.kvperf:kvperf-maven-arms} provides one on Maven's
 * own resolver, reading the user's {@code settings.xml} for the local repository, mirrors and
 * remote repositories.
 */
public interface CoordinateResolver {
  /**
   * The jar of {@code coordinates} ({@code group:artifact[:extension[:classifier]]:version}) and
   * the jars of its runtime dependencies, the artifact's own first.
   *
   * @throws IllegalArgumentException when the coordinates cannot be resolved; the message names
   *     them and says why
   */
  List<Path> resolve(String coordinates);

  /**
   * The released versions of {@code groupArtifact} ({@code group:artifact}) from {@code from} to
   * {@code to}, both included, oldest first, for a bisect of a version range. By default a resolver
   * cannot list them.
   *
   * @throws IllegalArgumentException when the versions cannot be listed; the message says why
   */
  default List<String> versions(String groupArtifact, String from, String to) {
    throw new IllegalArgumentException(
        getClass().getName() + " cannot list the versions of " + groupArtifact);
  }
}
