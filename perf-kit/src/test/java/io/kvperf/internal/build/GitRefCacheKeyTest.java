package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.settings.CompareSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code git:<ref>} build is cached under a name that changes with the commit, the build command,
 * its arguments and the JDK, and with nothing else.
 */
class GitRefCacheKeyTest {
  private static final java.time.Duration DEADLINE =
      CompareSettings.defaults().gitBuild().timeout();

  private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

  private static final GitRefCacheKey KEY =
      new GitRefCacheKey(
          COMMIT, List.of(), List.of("-o"), "/opt/jdk-17.0.15", "17.0.15", "/opt/jdk-17.0.15");

  @Test
  void theSameInputsNameTheSameDirectoryAfterTheCommit() {
    GitRefCacheKey same =
        new GitRefCacheKey(
            COMMIT, List.of(), List.of("-o"), "/opt/jdk-17.0.15", "17.0.15", "/opt/jdk-17.0.15");

    assertThat(same.directoryName())
        .isEqualTo(KEY.directoryName())
        .matches("0123456789ab-[0-9a-f]{16}");
  }

  @Test
  void theCommandItsArgumentsAndTheJdkEachChangeTheName() {
    List<GitRefCacheKey> others =
        List.of(
            new GitRefCacheKey(
                "1123456789abcdef0123456789abcdef01234567",
                List.of(),
                List.of("-o"),
                "/opt/jdk-17.0.15",
                "17.0.15",
                "/opt/jdk-17.0.15"),
            new GitRefCacheKey(
                COMMIT,
                List.of("./mvnw"),
                List.of("-o"),
                "/opt/jdk-17.0.15",
                "17.0.15",
                "/opt/jdk-17.0.15"),
            new GitRefCacheKey(
                COMMIT,
                List.of(),
                List.of("-o", "-Pfast"),
                "/opt/jdk-17.0.15",
                "17.0.15",
                "/opt/jdk-17.0.15"),
            new GitRefCacheKey(
                COMMIT, List.of(), List.of("-o"), "/opt/jdk-21", "17.0.15", "/opt/jdk-17.0.15"),
            new GitRefCacheKey(
                COMMIT,
                List.of(),
                List.of("-o"),
                "/opt/jdk-17.0.15",
                "17.0.16",
                "/opt/jdk-17.0.15"),
            new GitRefCacheKey(
                COMMIT, List.of(), List.of("-o"), "/opt/jdk-17.0.15", "17.0.15", "/opt/jdk-21"),
            new GitRefCacheKey(
                COMMIT,
                List.of("-o"),
                List.of(),
                "/opt/jdk-17.0.15",
                "17.0.15",
                "/opt/jdk-17.0.15"));

    assertThat(others)
        .extracting(GitRefCacheKey::directoryName)
        .doesNotContain(KEY.directoryName())
        .doesNotHaveDuplicates();
  }

  @Test
  void theBuildsKeyIsTheCommitTheSettingsAndThisJvmsJdk() {
    GitRefCacheKey key =
        GitRefCacheKey.of(COMMIT, new MavenCommand(" mvn  -T 1 ", " -o  -q ", DEADLINE));

    assertThat(key.command()).containsExactly("mvn", "-T", "1");
    assertThat(key.arguments()).containsExactly("-o", "-q");
    assertThat(key.javaHome()).isEqualTo(System.getProperty("java.home"));
    assertThat(key.javaVersion()).isEqualTo(System.getProperty("java.version"));
    assertThat(GitRefCacheKey.of(COMMIT, new MavenCommand("", "", DEADLINE)).command()).isEmpty();
  }

  @Test
  void aShortCommitIsRefused() {
    assertThatThrownBy(() -> new GitRefCacheKey("0123", List.of(), List.of(), "", "", ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a commit's full name, 40 or 64 hex digits, not '0123'");
  }
}
