package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.build.BuiltRef.WorkingTree;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one place the description of a {@code git:<ref>} build is asserted as text; the tests that
 * build one assert its values.
 */
class BuiltRefTest {
  private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";
  private static final String CHECKOUT = "fedcba9876543210fedcba9876543210fedcba98";

  private static BuiltRef built(String ref, WorkingTree workingTree, Duration buildTime) {
    return new BuiltRef(
        ref,
        COMMIT,
        CHECKOUT,
        workingTree,
        buildTime,
        List.of(Path.of("/cache/store/target/classes")),
        List.of(Path.of("/checkout/store/target/classes")));
  }

  @Test
  void aRefIsNamedWithItsCommitTheCheckoutAndTheBuildsTime() {
    assertThat(built("HEAD~1", WorkingTree.CLEAN, Duration.ofMillis(12_900)).description())
        .isEqualTo("git:HEAD~1 (0123456789ab; this checkout fedcba987654; built in 12 s)");
    assertThat(built("main", WorkingTree.UNCOMMITTED_CHANGES, Duration.ZERO).description())
        .isEqualTo(
            "git:main (0123456789ab; this checkout fedcba987654 with uncommitted changes;"
                + " built before, cached)");
  }

  @Test
  void aCommitOfSevenDigitsOrMoreIsNamedOnceByTwelve() {
    BuiltRef byCommit = built("0123456", WorkingTree.CLEAN, Duration.ofSeconds(3));
    BuiltRef shortRef = built("012345", WorkingTree.CLEAN, Duration.ofSeconds(3));

    assertThat(byCommit.name()).isEqualTo("git:0123456789ab");
    assertThat(byCommit.description())
        .isEqualTo("git:0123456789ab (this checkout fedcba987654; built in 3 s)");
    assertThat(built("0123456789ABCDEF", WorkingTree.CLEAN, Duration.ZERO).name())
        .as("in either case")
        .isEqualTo("git:0123456789ab");
    assertThat(shortRef.name()).isEqualTo("git:012345");
  }

  @Test
  void theComparedBuildIsNamedByTheDescriptionAndPutsTheEntriesInPlace() {
    BuiltRef built = built("HEAD~1", WorkingTree.CLEAN, Duration.ofSeconds(1));

    ComparedBuild compared = built.compared(List.of("-Xmx1g"));

    assertThat(compared)
        .isEqualTo(
            new ComparedBuild(
                built.description(), built.entries(), built.replaces(), List.of("-Xmx1g")));
    assertThat(built.cached()).isFalse();
    assertThat(built("HEAD~1", WorkingTree.CLEAN, Duration.ZERO).cached()).isTrue();
  }
}
