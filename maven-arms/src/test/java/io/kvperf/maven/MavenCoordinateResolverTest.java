package io.kvperf.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.build.ComparedBuild;
import io.kvperf.internal.build.ComparedBuildParser;
import io.kvperf.internal.build.CoordinateResolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Resolves artifacts this build already put in the local repository, so that no test reaches a
 * remote repository.
 */
class MavenCoordinateResolverTest {
  @Test
  void theKitFindsTheResolverAndResolvesAnArtifactWithItsRuntimeDependencies() {
    CoordinateResolver resolver =
        ServiceLoader.load(CoordinateResolver.class).findFirst().orElseThrow();
    assertThat(resolver).isInstanceOf(MavenCoordinateResolver.class);

    List<Path> jars = resolver.resolve("org.openjdk.jmh:jmh-core:1.37");

    assertThat(jars.get(0)).hasFileName("jmh-core-1.37.jar");
    assertThat(jars)
        .allMatch(Files::isRegularFile)
        .anyMatch(jar -> jar.getFileName().toString().equals("commons-math3-3.6.1.jar"));
  }

  @Test
  void coordinatesBecomeTheComparedBuildsClassPathEntries() {
    ComparedBuild build =
        ComparedBuildParser.parse(
            "org.apache.commons:commons-math3:3.6.1", "", getClass().getClassLoader());

    assertThat(build.entries()).singleElement().satisfies(jar -> assertThat(jar).isRegularFile());
    assertThat(build.description()).isEqualTo("org.apache.commons:commons-math3:3.6.1");
  }

  @Test
  void malformedCoordinatesAreNamed() {
    assertThatThrownBy(() -> new MavenCoordinateResolver().resolve("not-coordinates"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'not-coordinates' is not group:artifact");
  }

  /**
   * A repository of the user's settings at an {@code http:} url fails the resolution before
   * anything is fetched, naming it; the settings are offline over an empty local repository, so a
   * resolution that went on would fail otherwise.
   */
  @Test
  void anHttpRepositoryInTheUsersSettingsIsRefused(@TempDir Path home) throws IOException {
    Path settings = Files.createDirectories(home.resolve(".m2")).resolve("settings.xml");
    Files.writeString(
        settings,
        """
        <settings>
          <offline>true</offline>
          <profiles><profile>
            <id>corp</id>
            <activation><activeByDefault>true</activeByDefault></activation>
            <repositories>
              <repository><id>plain</id><url>http://repo.example.com/m2</url></repository>
            </repositories>
          </profile></profiles>
        </settings>
        """);
    String userHome = System.getProperty("user.home");
    String repoLocal = System.getProperty("maven.repo.local");
    System.setProperty("user.home", home.toString());
    System.setProperty("maven.repo.local", home.resolve("repository").toString());
    try {
      assertThatThrownBy(() -> new MavenCoordinateResolver().resolve("org.kvperf.absent:x:1.0"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith(
              "the repository 'plain' of the profile 'corp' in "
                  + settings
                  + " has the url http://repo.example.com/m2: coordinates are resolved over"
                  + " https only");
    } finally {
      System.setProperty("user.home", userHome);
      if (repoLocal == null) {
        System.clearProperty("maven.repo.local");
      } else {
        System.setProperty("maven.repo.local", repoLocal);
      }
    }
  }

  /**
   * Coordinates that no repository has fail naming them and the resolver's cause. The user's
   * settings are replaced by offline ones over an empty local repository, so nothing is fetched.
   */
  @Test
  void coordinatesNoRepositoryHasAreNamedWithTheCause(@TempDir Path home) throws IOException {
    Path settings = Files.createDirectories(home.resolve(".m2")).resolve("settings.xml");
    Files.writeString(settings, "<settings><offline>true</offline></settings>");
    String userHome = System.getProperty("user.home");
    String repoLocal = System.getProperty("maven.repo.local");
    System.setProperty("user.home", home.toString());
    System.setProperty("maven.repo.local", home.resolve("repository").toString());
    try {
      assertThatThrownBy(
              () ->
                  ComparedBuildParser.parse(
                      "org.kvperf.absent:no-engine:1.0", "", getClass().getClassLoader()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("cannot resolve org.kvperf.absent:no-engine:1.0")
          .hasMessageContaining("offline");
    } finally {
      System.setProperty("user.home", userHome);
      if (repoLocal == null) {
        System.clearProperty("maven.repo.local");
      } else {
        System.setProperty("maven.repo.local", repoLocal);
      }
    }
  }
}
