package io.kvperf.maven;

import io.kvperf.internal.compare.CoordinateResolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.maven.settings.Mirror;
import org.apache.maven.settings.Profile;
import org.apache.maven.settings.Repository;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsBuilderFactory;
import org.apache.maven.settings.building.DefaultSettingsBuildingRequest;
import org.apache.maven.settings.building.SettingsBuildingException;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.resolution.VersionRangeResult;
import org.eclipse.aether.supplier.Maven3ScopeManagerConfiguration;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.util.repository.DefaultMirrorSelector;

/**
 * Resolves Maven coordinates and their runtime dependencies with Maven's resolver, as a build
 * would: the local repository of {@code maven.repo.local} or of the user's {@code settings.xml}
 * (else {@code ~/.m2/repository}); Maven Central and the repositories of the settings' active
 * profiles, through the settings' mirrors; offline when the settings say so. Credentials and
 * proxies of the settings are not applied: a repository that needs them must already have put the
 * jars in the local repository.
 */
public final class MavenCoordinateResolver implements CoordinateResolver {
  private static final String CENTRAL = "https://repo.maven.apache.org/maven2/";

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
    Settings settings = settings();
    RepositorySystem system = new RepositorySystemSupplier().get();
    try (RepositorySystemSession.CloseableSession session =
        new SessionBuilderSupplier(system)
            .get()
            .withLocalRepositoryBaseDirectories(localRepository(settings))
            .setOffline(settings.isOffline())
            .setMirrorSelector(mirrors(settings))
            .build()) {
      return work.apply(
          system, session, system.newResolutionRepositories(session, remoteRepositories(settings)));
    } finally {
      system.shutdown();
    }
  }

  private static Settings settings() {
    DefaultSettingsBuildingRequest request = new DefaultSettingsBuildingRequest();
    request.setUserSettingsFile(
        Path.of(System.getProperty("user.home"), ".m2", "settings.xml").toFile());
    String mavenHome = System.getProperty("maven.home");
    if (mavenHome != null) {
      request.setGlobalSettingsFile(Path.of(mavenHome, "conf", "settings.xml").toFile());
    }
    request.setSystemProperties(System.getProperties());
    try {
      return new DefaultSettingsBuilderFactory()
          .newInstance()
          .build(request)
          .getEffectiveSettings();
    } catch (SettingsBuildingException e) {
      throw new IllegalArgumentException("cannot read Maven's settings.xml: " + e.getMessage(), e);
    }
  }

  private static Path localRepository(Settings settings) {
    String configured = System.getProperty("maven.repo.local", settings.getLocalRepository());
    Path local =
        configured != null && !configured.isBlank()
            ? Path.of(configured)
            : Path.of(System.getProperty("user.home"), ".m2", "repository");
    return local.toAbsolutePath().normalize();
  }

  private static DefaultMirrorSelector mirrors(Settings settings) {
    DefaultMirrorSelector selector = new DefaultMirrorSelector();
    for (Mirror mirror : settings.getMirrors()) {
      selector.add(
          mirror.getId(),
          mirror.getUrl(),
          mirror.getLayout(),
          false,
          mirror.isBlocked(),
          mirror.getMirrorOf(),
          mirror.getMirrorOfLayouts());
    }
    return selector;
  }

  private static List<RemoteRepository> remoteRepositories(Settings settings) {
    List<RemoteRepository> remotes = new ArrayList<>();
    remotes.add(new RemoteRepository.Builder("central", "default", CENTRAL).build());
    for (Profile profile : settings.getProfiles()) {
      boolean active =
          settings.getActiveProfiles().contains(profile.getId())
              || profile.getActivation() != null && profile.getActivation().isActiveByDefault();
      if (!active) {
        continue;
      }
      for (Repository repository : profile.getRepositories()) {
        remotes.add(
            new RemoteRepository.Builder(
                    repository.getId(),
                    repository.getLayout() == null
                        ? "default"
                        : repository.getLayout().toLowerCase(Locale.ROOT),
                    repository.getUrl())
                .build());
      }
    }
    return remotes;
  }
}
