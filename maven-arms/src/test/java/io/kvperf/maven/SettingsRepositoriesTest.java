package io.kvperf.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.RepositoryPolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The resolver's repositories, built from settings files written here: https only, every checksum
 * checked. Nothing is fetched.
 */
class SettingsRepositoriesTest {
  private static final String PROFILES =
      """
      <settings>
        <profiles>
          <profile>
            <id>corp</id>
            <repositories>
              <repository><id>%s</id><url>%s</url></repository>
            </repositories>
          </profile>
          <profile>
            <id>unused</id>
            <repositories>
              <repository><id>old</id><url>http://old.example.com/maven2</url></repository>
            </repositories>
          </profile>
        </profiles>
        <activeProfiles><activeProfile>corp</activeProfile></activeProfiles>
      </settings>
      """;

  @Test
  void anHttpRepositoryOfAnActiveProfileIsRefusedNamingItsIdUrlAndFile(@TempDir Path directory)
      throws IOException {
    Path user =
        write(directory, "settings.xml", PROFILES.formatted("plain", "HTTP://repo.example.com/m2"));

    assertThatThrownBy(() -> SettingsRepositories.read(user, Optional.empty()).remotes())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "the repository 'plain' of the profile 'corp' in "
                + user
                + " has the url HTTP://repo.example.com/m2: coordinates are resolved over https"
                + " only, so that nothing on the way can change the jars; give it an https://"
                + " url, or remove it");
  }

  @Test
  void everyRepositoryIsHttpsAndFailsOnAWrongChecksum(@TempDir Path directory) throws IOException {
    Path user =
        write(
            directory, "settings.xml", PROFILES.formatted("secure", "https://repo.example.com/m2"));

    var remotes = SettingsRepositories.read(user, Optional.empty()).remotes();

    assertThat(remotes)
        .extracting(RemoteRepository::getId, RemoteRepository::getUrl)
        .containsExactly(
            tuple("central", SettingsRepositories.CENTRAL),
            tuple("secure", "https://repo.example.com/m2"));
    assertThat(remotes)
        .allSatisfy(
            remote -> {
              assertThat(remote.getPolicy(false).getChecksumPolicy())
                  .isEqualTo(RepositoryPolicy.CHECKSUM_POLICY_FAIL);
              assertThat(remote.getPolicy(true).getChecksumPolicy())
                  .isEqualTo(RepositoryPolicy.CHECKSUM_POLICY_FAIL);
            });
  }

  @Test
  void anHttpMirrorIsRefusedNamingItsFileAndABlockingOneIsKept(@TempDir Path directory)
      throws IOException {
    Path user =
        write(
            directory,
            "settings.xml",
            """
            <settings><mirrors><mirror>
              <id>maven-default-http-blocker</id><mirrorOf>external:http:*</mirrorOf>
              <url>http://0.0.0.0/</url><blocked>true</blocked>
            </mirror></mirrors></settings>
            """);
    Path global =
        write(
            directory,
            "global-settings.xml",
            """
            <settings><mirrors><mirror>
              <id>office</id><mirrorOf>central</mirrorOf><url>http://nexus.office/m2</url>
            </mirror></mirrors></settings>
            """);

    assertThatCode(() -> SettingsRepositories.read(user, Optional.empty()).mirrors())
        .doesNotThrowAnyException();
    assertThatThrownBy(() -> SettingsRepositories.read(user, Optional.of(global)).mirrors())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(
            "the mirror 'office' in " + global + " has the url http://nexus.office/m2: ");
  }

  private static Path write(Path directory, String name, String text) throws IOException {
    return Files.writeString(directory.resolve(name), text);
  }
}
