package io.kvperf.maven;

import io.kvperf.internal.build.CoordinateResolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.RepositoryPolicy;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.resolution.VersionRangeResult;
import org.eclipse.aether.supplier.Maven3ScopeManagerConfiguration;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;

/**
 * Resolves Maven coordinates and their runtime dependencies with Maven's resolver, as a build
 * would: the local repository of {@code maven.repo.local} or of the user's {@code settings.xml}
 * (else {@code ~/.m2/repository}); Maven Central and the repositories of the settings' active
 * profiles, through the settings' mirrors; offline when the settings say so. Over https only, every
 * checksum checked ({@code SettingsRepositories}). Credentials and proxies of the settings are not
 * applied: a repository that needs them must already have put the jars in the local repository.
 */
public final class MavenCoordinateResolver implements CoordinateResolver {
  /** Created by {@link java.util.ServiceLoader}. */
  public MavenCoordinateResolver() {}

  @Override
  public List<Path> resolve(String coordinates) {
    DefaultArtifact artifact;
    try {
      artifact = new DefaultArtifact(coordinates);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "'" + coordinates + "' is not group:artifact[:extension[:classifier]]:version", e);
    }
    return withSession(
        (system, session, remotes) -> {
          CollectRequest collect =
              new CollectRequest(
                  new Dependency(artifact, Maven3ScopeManagerConfiguration.DS_RUNTIME), remotes);
          collect.setResolutionScope(
              session
                  .getScopeManager()
                  .getResolutionScope(Maven3ScopeManagerConfiguration.RS_MAIN_RUNTIME)
                  .orElseThrow());
          DependencyRequest request = new DependencyRequest(collect, null);
          List<Path> jars = new ArrayList<>();
          try {
            for (ArtifactResult result :
                system.resolveDependencies(session, request).getArtifactResults()) {
              jars.add(result.getArtifact().getPath().toAbsolutePath().normalize());
            }
          } catch (DependencyResolutionException e) {
            throw new IllegalArgumentException(
                "cannot resolve " + coordinates + ": " + e.getMessage(), e);
          }
          return jars;
        });
  }

  @Override
  public List<String> versions(String groupArtifact, String from, String to) {
    DefaultArtifact range;
    try {
      range = new DefaultArtifact(groupArtifact + ":[" + from + "," + to + "]");
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("'" + groupArtifact + "' is not group:artifact", e);
    }
    return withSession(
        (system, session, remotes) -> {
          try {
            VersionRangeResult result =
                system.resolveVersionRange(session, new VersionRangeRequest(range, remotes, null));
            return result.getVersions().stream().map(Object::toString).toList();
          } catch (VersionRangeResolutionException e) {
            throw new IllegalArgumentException(
                "cannot list the versions of "
                    + groupArtifact
                    + " from "
                    + from
                    + " to "
                    + to
                    + ": "
                    + e.getMessage(),
                e);
          }
        });
  }

  /** What is done with a session of Maven's resolver and the user's remote repositories. */
  private interface SessionWork<T> {
    T apply(
        RepositorySystem system, RepositorySystemSession session, List<RemoteRepository> remotes);
  }

  /** Runs {@code work} in a session set up from the user's Maven settings, then shuts it down. */
  private static <T> T withSession(SessionWork<T> work) {
    SettingsRepositories settings = SettingsRepositories.ofUser();
    List<RemoteRepository> remotes = settings.remotes();
    RepositorySystem system = new RepositorySystemSupplier().get();
    try (RepositorySystemSession.CloseableSession session =
        new SessionBuilderSupplier(system)
            .get()
            .withLocalRepositoryBaseDirectories(settings.localRepository())
            .setOffline(settings.settings().isOffline())
            .setMirrorSelector(settings.mirrors())
            // Over the repositories' own policies, and so over the mirrors' too.
            .setChecksumPolicy(RepositoryPolicy.CHECKSUM_POLICY_FAIL)
            .build()) {
      return work.apply(system, session, system.newResolutionRepositories(session, remotes));
    } finally {
      system.shutdown();
    }
  }
}
