package io.kvperf.maven;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import org.apache.maven.settings.Mirror;
import org.apache.maven.settings.Profile;
import org.apache.maven.settings.Repository;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsBuilderFactory;
import org.apache.maven.settings.building.DefaultSettingsBuildingRequest;
import org.apache.maven.settings.building.SettingsBuildingException;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.RepositoryPolicy;
import org.eclipse.aether.util.repository.DefaultMirrorSelector;

/**
 * What the user's Maven settings say about where coordinates come from: the local repository,
 * whether to stay offline, the remote repositories (Maven Central and those of the active profiles)
 * and the mirrors.
 *
 * <p>Jars are fetched over https only, and their checksums must match ({@link
 * RepositoryPolicy#CHECKSUM_POLICY_FAIL}): a repository or a mirror at an {@code http:} url fails
 * the resolution, naming it, its url and the settings file, instead of fetching code in clear text.
 * A mirror that only blocks (Maven's {@code maven-default-http-blocker}) is kept.
 *
 * @param settings the effective settings, user over global
 * @param userFile the user's settings file, read when it exists
 * @param globalFile the global settings file, when Maven's home is known
 */
record SettingsRepositories(Settings settings, Path userFile, Optional<Path> globalFile) {
  /** Maven Central, where Maven looks when nothing else is said. */
  static final String CENTRAL = "https://repo.maven.apache.org/maven2/";

  /** The settings of this JVM's user: {@code ~/.m2/settings.xml} over Maven's own, if known. */
  static SettingsRepositories ofUser() {
    String mavenHome = System.getProperty("maven.home");
    return read(
        Path.of(System.getProperty("user.home"), ".m2", "settings.xml"),
        Optional.ofNullable(mavenHome).map(home -> Path.of(home, "conf", "settings.xml")));
  }

  /**
   * The settings of {@code userFile} over those of {@code globalFile}.
   *
   * @throws IllegalArgumentException naming the problem when a file is not valid settings
   */
  static SettingsRepositories read(Path userFile, Optional<Path> globalFile) {
    DefaultSettingsBuildingRequest request = new DefaultSettingsBuildingRequest();
    request.setUserSettingsFile(userFile.toFile());
    globalFile.ifPresent(file -> request.setGlobalSettingsFile(file.toFile()));
    request.setSystemProperties(System.getProperties());
    try {
      Settings settings =
          new DefaultSettingsBuilderFactory().newInstance().build(request).getEffectiveSettings();
      return new SettingsRepositories(settings, userFile, globalFile);
    } catch (SettingsBuildingException e) {
      throw new IllegalArgumentException("cannot read Maven's settings.xml: " + e.getMessage(), e);
    }
  }

  /**
   * Maven Central and the repositories of the active profiles, each failing on a wrong checksum.
   *
   * @throws IllegalArgumentException naming the repository, its url and the settings file when one
   *     is reached over {@code http:}
   */
  List<RemoteRepository> remotes() {
    List<RemoteRepository> remotes = new ArrayList<>();
    remotes.add(checked("central", "default", CENTRAL));
    for (Profile profile : settings.getProfiles()) {
      boolean active =
          settings.getActiveProfiles().contains(profile.getId())
              || profile.getActivation() != null && profile.getActivation().isActiveByDefault();
      if (!active) {
        continue;
      }
      for (Repository repository : profile.getRepositories()) {
        refuseHttp(
            "the repository '" + repository.getId() + "' of the profile '" + profile.getId() + "'",
            repository.getUrl(),
            user -> user.getProfiles().stream().anyMatch(p -> p.getId().equals(profile.getId())));
        remotes.add(
            checked(
                repository.getId(),
                repository.getLayout() == null
                    ? "default"
                    : repository.getLayout().toLowerCase(Locale.ROOT),
                repository.getUrl()));
      }
    }
    return remotes;
  }

  /**
   * The settings' mirrors.
   *
   * @throws IllegalArgumentException naming the mirror, its url and the settings file when one that
   *     does not block is reached over {@code http:}
   */
  DefaultMirrorSelector mirrors() {
    DefaultMirrorSelector selector = new DefaultMirrorSelector();
    for (Mirror mirror : settings.getMirrors()) {
      if (!mirror.isBlocked()) {
        refuseHttp(
            "the mirror '" + mirror.getId() + "'",
            mirror.getUrl(),
            user -> user.getMirrors().stream().anyMatch(m -> m.getId().equals(mirror.getId())));
      }
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

  /** The local repository: {@code maven.repo.local}, else the settings', else the default. */
  Path localRepository() {
    String configured = System.getProperty("maven.repo.local", settings.getLocalRepository());
    Path local =
        configured != null && !configured.isBlank()
            ? Path.of(configured)
            : Path.of(System.getProperty("user.home"), ".m2", "repository");
    return local.toAbsolutePath().normalize();
  }

  private static RemoteRepository checked(String id, String layout, String url) {
    RepositoryPolicy policy =
        new RepositoryPolicy(
            true, RepositoryPolicy.UPDATE_POLICY_DAILY, RepositoryPolicy.CHECKSUM_POLICY_FAIL);
    return new RemoteRepository.Builder(id, layout, url).setPolicy(policy).build();
  }

  /**
   * Refuses {@code url} when it is {@code http:}, naming {@code what} and the file that defines it:
   * the user's, when {@code inUser} holds of the user's settings alone, else the global one.
   */
  private void refuseHttp(String what, String url, Predicate<Settings> inUser) {
    if (url != null && url.trim().toLowerCase(Locale.ROOT).startsWith("http:")) {
      // The effective settings do not say which file each part came from; the user's wins.
      Path file =
          globalFile.isPresent() && !inUser.test(read(userFile, Optional.empty()).settings())
              ? globalFile.get()
              : userFile;
      throw new IllegalArgumentException(
          what
              + " in "
              + file
              + " has the url "
              + url
              + ": coordinates are resolved over https only, so that nothing on the way can change"
              + " the jars; give it an https:// url, or remove it");
    }
  }
}
