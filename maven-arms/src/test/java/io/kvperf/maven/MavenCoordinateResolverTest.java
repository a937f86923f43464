package io.kvperf.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.arms.ComparedBuild;
import io.kvperf.arms.CoordinateResolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

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
        ComparedBuild.parse(
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
}
