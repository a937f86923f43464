package io.kvperf.ci;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/kvperf-ci.sh}, the steps of the CI workflow, on a pull request's checkout made
 * here: a repository with a main branch and a feature branch, cloned as CI clones it. Maven is
 * replaced by a script that records its arguments and writes the summary a run would, so that what
 * is checked is the script's own work: the merge base it compares with, the version a bump
 * replaces, the reports it gathers, the warning for an undecided comparison and the exit status.
 */
class KvperfCiScriptTest {
  private static final Path SCRIPT =
      Path.of("..", "scripts", "kvperf-ci.sh").toAbsolutePath().normalize();

  private Path checkout;
  private String mergeBase;

  @BeforeEach
  void aPullRequestsCheckout(@TempDir Path directory) throws IOException, InterruptedException {
    Path origin = directory.resolve("origin");
    Files.createDirectories(origin);
    run(origin, Map.of(), "git", "init", "-q", "-b", "main");
    Files.writeString(origin.resolve("pom.xml"), pom("11.8.1"));
    commit(origin, "first");
    mergeBase = run(origin, Map.of(), "git", "rev-parse", "HEAD").strip();
    run(origin, Map.of(), "git", "checkout", "-q", "-b", "feature");
    Files.writeString(origin.resolve("pom.xml"), pom("11.9.0"));
    commit(origin, "a dependency bump");
    run(origin, Map.of(), "git", "checkout", "-q", "main");
    Files.writeString(origin.resolve("README"), "main moved on\n");
    commit(origin, "main moves on");

    checkout = directory.resolve("checkout");
    run(directory, Map.of(), "git", "clone", "-q", "-b", "feature", origin.toString(), "checkout");
    Path scripts = Files.createDirectories(checkout.resolve("scripts"));
    Files.copy(SCRIPT, scripts.resolve("kvperf-ci.sh"));
    Path maven = checkout.resolve("fake-mvn");
    Files.writeString(
        maven,
        """
        #!/usr/bin/env bash
        echo "$@" > maven-arguments
        printf '%s\\n' "$@" > maven-words
        for word in "$@"; do
          case "$word" in
            -Dkvperf.history.dir=*)
              mkdir -p "${word#*=}"
              echo '{"commit":"'"$(git rev-parse HEAD)"'"}' >> "${word#*=}/contract.jsonl"
              ;;
          esac
        done
        mkdir -p module/target/kvperf
        printf '## kvperf\\n\\n| verdict |\\n|---|\\n| %s |\\n' "$FAKE_VERDICT" \\
          > module/target/kvperf/summary.md
        exit "$FAKE_EXIT"
        """);
    Files.setPosixFilePermissions(maven, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  @Test
  void aPullRequestIsComparedWithItsMergeBaseAndItsReportsGathered() throws Exception {
    Result result = script("PASSED", 0, "pr");

    assertThat(result.exitCode()).isZero();
    assertThat(Files.readString(checkout.resolve("maven-arguments")))
        .contains("-B verify -Dkvperf.skipUnitTests -Dkvperf.scale=ci -Dgroups=kvperf")
        .contains("-Dkvperf.compare=git:" + mergeBase);
    assertThat(checkout.resolve("kvperf-artifacts/module_target_kvperf/summary.md"))
        .isRegularFile();
    assertThat(result.output()).doesNotContain("could not be decided");
  }

  @Test
  void theNightlyMeasuresTheNewestTagBesideAndNoTagMeansNoAnchor() throws Exception {
    Result untagged = script("PASSED", 0, "nightly");
    assertThat(untagged.exitCode()).isZero();
    assertThat(words()).noneMatch(word -> word.startsWith("-Dkvperf.anchor="));

    run(checkout, Map.of(), "git", "tag", "v1.0.0", mergeBase);
    Result tagged = script("PASSED", 0, "nightly");
    assertThat(tagged.exitCode()).isZero();
    assertThat(words()).contains("-Dkvperf.anchor=git:v1.0.0");

    script(Map.of("KVPERF_ANCHOR", "none"), "PASSED", 0, "nightly");
    assertThat(words()).noneMatch(word -> word.startsWith("-Dkvperf.anchor="));
  }

  @Test
  void theNightlyAppendsToTheHistoryBranchAndAPullRequestOnlyReadsIt() throws Exception {
    Map<String, String> history =
        Map.of("KVPERF_HISTORY_BRANCH", "kvperf-history", "KVPERF_HISTORY_PUSH", "true");

    assertThat(script(history, "PASSED", 0, "nightly").exitCode()).isZero();
    assertThat(script(history, "PASSED", 0, "nightly").exitCode()).isZero();

    Path origin = checkout.resolveSibling("origin");
    String kept = run(origin, Map.of(), "git", "show", "kvperf-history:history/contract.jsonl");
    String head = run(checkout, Map.of(), "git", "rev-parse", "HEAD").strip();
    assertThat(kept.lines().toList())
        .as("each nightly's point, on the branch that keeps them")
        .containsExactly("{\"commit\":\"" + head + "\"}", "{\"commit\":\"" + head + "\"}");
    assertThat(words())
        .contains(
            "-Dkvperf.history.dir=" + checkout.toRealPath().resolve(".kvperf-history/history"))
        .doesNotContain("-Dkvperf.history.mode=read");

    assertThat(script(history, "PASSED", 0, "pr").exitCode()).isZero();
    assertThat(words()).contains("-Dkvperf.history.mode=read");
    assertThat(run(origin, Map.of(), "git", "rev-list", "--count", "kvperf-history").strip())
        .as("a pull request's run commits nothing")
        .isEqualTo("2");
  }

  @Test
  void theShardsHistoriesAreKeptTogetherOnTheBranchWithoutABuild() throws Exception {
    Path first = Files.createDirectories(checkout.resolve("shards/1"));
    Path second = Files.createDirectories(checkout.resolve("shards/2"));
    Files.writeString(first.resolve("a.jsonl"), "{\"a\":1}\n");
    Files.writeString(second.resolve("b.jsonl"), "{\"b\":1}\n");

    Result kept =
        script(
            Map.of("KVPERF_HISTORY_BRANCH", "kvperf-history"),
            "PASSED",
            0,
            "keep",
            "shards/1",
            "shards/2");

    assertThat(kept.exitCode()).as(kept.output()).isZero();
    assertThat(checkout.resolve("maven-arguments")).as("no build").doesNotExist();
    Path origin = checkout.resolveSibling("origin");
    assertThat(run(origin, Map.of(), "git", "ls-tree", "--name-only", "kvperf-history:history"))
        .isEqualTo("a.jsonl\nb.jsonl\n");
  }

  private List<String> words() throws IOException {
    return Files.readAllLines(checkout.resolve("maven-words"));
  }

  @Test
  void aFailedBudgetFailsTheJobAndAnUndecidedOneWarns() throws Exception {
    assertThat(script("FAILED", 1, "pr").exitCode()).isEqualTo(1);

    Result undecided = script("INCONCLUSIVE", 0, "pr");
    assertThat(undecided.exitCode()).isZero();
    assertThat(undecided.output())
        .contains("::warning::kvperf: a comparison in ./module/target/kvperf could not be decided")
        .contains("-Dkvperf.compare.pairs=32");
  }

  @Test
  void aBumpIsComparedWithTheVersionItReplacesAndNoBumpRunsNothing() throws Exception {
    Result bumped = script("PASSED", 0, "bump", "rocksdb.version=org.rocksdb:rocksdbjni");
    assertThat(bumped.output()).contains("rocksdb.version moved from 11.8.1 to 11.9.0");
    assertThat(Files.readString(checkout.resolve("maven-arguments")))
        .contains("-Dkvperf.compare=org.rocksdb:rocksdbjni:11.8.1");

    Files.delete(checkout.resolve("maven-arguments"));
    Result unmoved = script("PASSED", 0, "bump", "h2.version=com.h2database:h2");
    assertThat(unmoved.exitCode()).isZero();
    assertThat(unmoved.output()).contains("nothing to compare");
    assertThat(checkout.resolve("maven-arguments")).doesNotExist();
  }

  @Test
  void aBaseThatIsNotFetchedSaysHowToFetchIt() throws Exception {
    Result result = script("PASSED", 0, "pr", "origin/release");

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.output())
        .contains("origin/release does not resolve: fetch it with its history");
  }

  @Test
  void noArgumentsAndAnAbsoluteArtifactsDirectoryGatherEachReportOnce() throws Exception {
    Path artifacts = checkout.resolve("out/kvperf");
    Map<String, String> environment =
        Map.of("KVPERF_MAVEN_ARGS", " \t ", "KVPERF_ARTIFACTS", artifacts.toString());

    assertThat(script(environment, "PASSED", 0, "nightly").exitCode()).isZero();
    Result again = script(environment, "PASSED", 0, "nightly");

    assertThat(again.exitCode()).isZero();
    assertThat(Files.readAllLines(checkout.resolve("maven-words"))).containsExactly("-B", "verify");
    try (var gathered = Files.list(artifacts)) {
      assertThat(gathered.map(path -> path.getFileName().toString()))
          .as("the second run does not gather the first run's copies")
          .containsExactly("module_target_kvperf");
    }
  }

  @Test
  void mavenArgumentsOnSeveralLinesAreAllPassedSplitOnWhiteSpace() throws Exception {
    Map<String, String> environment =
        Map.of("KVPERF_MAVEN_ARGS", "-Dkvperf.scale=ci\n  -Dit.test=*Contract\t-Dx=\"a b\"\n");

    assertThat(script(environment, "PASSED", 0, "nightly").exitCode()).isZero();

    assertThat(Files.readAllLines(checkout.resolve("maven-words")))
        .containsExactly(
            "-B", "verify", "-Dkvperf.scale=ci", "-Dit.test=*Contract", "-Dx=\"a", "b\"");
  }

  @Test
  void theCheckoutItselfAsArtifactsDirectoryIsRefusedBeforeMavenRuns() throws Exception {
    Result result = script(Map.of("KVPERF_ARTIFACTS", checkout.toString()), "PASSED", 0, "nightly");

    assertThat(result.exitCode()).isEqualTo(2);
    assertThat(result.output())
        .contains("kvperf-ci: KVPERF_ARTIFACTS=" + checkout + " is the checkout itself");
    assertThat(checkout.resolve("maven-arguments")).doesNotExist();
  }

  private Result script(String verdict, int exit, String... arguments)
      throws IOException, InterruptedException {
    return script(Map.of(), verdict, exit, arguments);
  }

  /** Runs the script with {@code environment} over the test's own. */
  private Result script(
      Map<String, String> environment, String verdict, int exit, String... arguments)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("bash", "scripts/kvperf-ci.sh"));
    command.addAll(List.of(arguments));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(checkout.toFile()).redirectErrorStream(true);
    builder.environment().put("KVPERF_MAVEN", checkout.resolve("fake-mvn").toString());
    builder.environment().put("FAKE_VERDICT", verdict);
    builder.environment().put("FAKE_EXIT", String.valueOf(exit));
    builder.environment().put("GITHUB_ACTIONS", "true");
    builder.environment().remove("GITHUB_BASE_REF");
    builder.environment().remove("KVPERF_MAVEN_ARGS");
    builder.environment().remove("KVPERF_ARTIFACTS");
    builder.environment().putAll(environment);
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Result(process.exitValue(), output);
  }

  private record Result(int exitCode, String output) {}

  private static String pom(String rocksdb) {
    return "<project>\n  <properties>\n    <rocksdb.version>"
        + rocksdb
        + "</rocksdb.version>\n    <h2.version>2.5.252</h2.version>\n  </properties>\n</project>\n";
  }

  private static void commit(Path repository, String message)
      throws IOException, InterruptedException {
    run(repository, Map.of(), "git", "add", "-A");
    run(
        repository,
        Map.of(),
        "git",
        "-c",
        "user.name=test",
        "-c",
        "user.email=test@example.com",
        "commit",
        "-q",
        "-m",
        message);
  }

  private static String run(Path directory, Map<String, String> environment, String... command)
      throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
    builder.environment().putAll(environment);
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(String.join(" ", command) + "\n" + output).isZero();
    return output;
  }
}
