package io.kvperf.internal.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Paths in reports: relative to the project, the home as {@code ~}, system paths as they are. */
class ShownPathTest {
  private static final Path PROJECT = Path.of("/home/alice/src/kv/contract-tests");
  private static final Path HOME = Path.of("/home/alice");

  @Test
  void aPathInTheProjectIsRelativeToIt() {
    assertThat(ShownPath.of(PROJECT.resolve("target/kvperf/runs/a.B.get/rocksdb"), PROJECT, HOME))
        .isEqualTo("target/kvperf/runs/a.B.get/rocksdb");
    assertThat(ShownPath.of(PROJECT, PROJECT, HOME)).isEqualTo(".");
  }

  @Test
  void aPathBesideTheProjectIsRelativeThroughItsParent() {
    assertThat(
            ShownPath.of(
                Path.of("/home/alice/src/kv/contract-tests/../baselines/a.B/get.json"),
                PROJECT,
                HOME))
        .isEqualTo("../baselines/a.B/get.json");
  }

  @Test
  void aPathElsewhereInTheHomeStartsWithATilde() {
    assertThat(
            ShownPath.of(
                Path.of("/home/alice/.m2/repository/org/rocksdb/rocksdbjni-9.0.1.jar"),
                PROJECT,
                HOME))
        .isEqualTo("~/.m2/repository/org/rocksdb/rocksdbjni-9.0.1.jar");
  }

  @Test
  void aSystemPathIsShownAsItIs() {
    assertThat(ShownPath.of(Path.of("/usr/lib/jvm/java-17/bin/java"), PROJECT, HOME))
        .isEqualTo("/usr/lib/jvm/java-17/bin/java");
  }
}
