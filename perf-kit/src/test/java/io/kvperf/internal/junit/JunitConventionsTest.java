package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.KvPerfSettings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.FileEntry;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;

/**
 * The kit follows JUnit's conventions: contract classes carry the {@code kvperf} tag, which a tag
 * filter selects or leaves out, and each invocation attaches its run directory to its test: through
 * JUnit's file publishing, and as an archive named in its output, which Surefire and Failsafe keep
 * in their XML report.
 */
class JunitConventionsTest {
  /** A line a CI server reads as a file attached to a test, with the file's path. */
  private static final Pattern ATTACHMENT = Pattern.compile("\\[\\[ATTACHMENT\\|(.*)]]");

  @Test
  void aTagFilterSelectsTheContractsOrLeavesThemOut() {
    assertThat(classesRun(TagFilter.includeTags(KvPerfContract.TAG)))
        .containsExactly(TaggedContract.class.getName());
    assertThat(classesRun(TagFilter.excludeTags(KvPerfContract.TAG)))
        .containsExactly(PlainTest.class.getName());
  }

  private static List<String> classesRun(org.junit.platform.launcher.PostDiscoveryFilter filter) {
    return EngineTestKit.engine("junit-jupiter")
        .enableImplicitConfigurationParameters(false)
        .selectors(selectClass(TaggedContract.class), selectClass(PlainTest.class))
        .filters(filter)
        .execute()
        .containerEvents()
        .started()
        .stream()
        .map(Event::getTestDescriptor)
        .map(d -> d.getUniqueId().getLastSegment())
        .filter(segment -> segment.getType().equals("class"))
        .map(segment -> segment.getValue())
        .toList();
  }

  @Test
  void eachInvocationAttachesItsRunDirectory(@TempDir Path directory) {
    List<FileEntry> attached =
        FixtureRun.run(TinyContract.class, directory, Map.of(KvPerfSettings.BASELINE, "off"))
            .testEvents()
            .filter(event -> event.getType() == EventType.FILE_ENTRY_PUBLISHED)
            .map(event -> event.getRequiredPayload(FileEntry.class))
            .toList();

    assertThat(attached).hasSize(1);
    Path published = attached.get(0).getPath();
    assertThat(published.getFileName().toString()).isEqualTo(RunAttachments.NAME);
    assertThat(published.resolve("fork-1").resolve("jmh.log")).isRegularFile();
    assertThat(Files.isDirectory(published.resolve("fork-1").resolve("store")))
        .as("the store was removed after the fork")
        .isFalse();
  }

  @Test
  void eachInvocationNamesAnArchiveOfItsRunDirectoryAsAnAttachmentInItsOutput(
      @TempDir Path directory) throws Exception {
    PrintStream before = System.out;
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    System.setOut(new PrintStream(output, true, StandardCharsets.UTF_8));
    try {
      FixtureRun.run(TinyContract.class, directory, Map.of(KvPerfSettings.BASELINE, "off"));
    } finally {
      System.setOut(before);
    }

    Path run = FixtureRun.runDirectory(directory, TinyContract.class, "contract", "skiplist");
    assertThat(
            output
                .toString(StandardCharsets.UTF_8)
                .lines()
                .map(ATTACHMENT::matcher)
                .filter(Matcher::matches)
                .map(line -> Path.of(line.group(1))))
        .as("one line, alone on it, for the one invocation: its run directory's archive")
        .containsExactly(run.resolveSibling("skiplist.zip"));
    Path zip = run.resolveSibling("skiplist.zip");
    assertThat(zip).isAbsolute().isRegularFile();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(run)) {
      files = walk.filter(Files::isRegularFile).map(run::relativize).sorted().toList();
    }
    assertThat(files).contains(Path.of("fork-1", "jmh.log"), Path.of("fork-1", "jmh-result.json"));
    assertThat(entries(zip)).as("the run directory's files").containsExactlyElementsOf(files);
  }

  /** The entries of the archive {@code zip}, as paths relative to what it archived. */
  private static List<Path> entries(Path zip) throws IOException {
    try (ZipFile archive = new ZipFile(zip.toFile())) {
      return archive.stream().map(entry -> Path.of(entry.getName())).toList();
    }
  }

  @Test
  void anInvocationEmptiesItsRunDirectoryBeforeItMeasures(@TempDir Path directory)
      throws Exception {
    Path run = FixtureRun.runDirectory(directory, TinyContract.class, "contract", "skiplist");
    Files.createDirectories(run.resolve("fork-7"));
    Files.writeString(run.resolve("fork-7/jmh.log"), "an earlier run's seventh fork");
    Files.createDirectories(run.resolve("dossier"));
    Files.writeString(run.resolve("dossier/dossier.md"), "an earlier run's dossier");

    FixtureRun.run(TinyContract.class, directory, Map.of(KvPerfSettings.BASELINE, "off"));

    assertThat(entries(run.resolveSibling("skiplist.zip")))
        .as("this run's one fork alone")
        .isNotEmpty()
        .allSatisfy(entry -> assertThat(entry).startsWithRaw(Path.of("fork-1")));
  }

  /** A contract class; its one contract is invalid, so it fails before any fork. */
  @KvPerfContract
  static class TaggedContract {
    @KvPerfTest
    @Workload(preload = -1)
    void contract() {}
  }

  /** A plain test beside it. */
  static class PlainTest {
    @Test
    void plain() {}
  }

  /** A contract that measures one short fork. */
  @KvPerfContract
  static class TinyContract {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Measure(
        warmups = 0,
        iterations = 1,
        iterationTime = "100ms",
        forks = 1,
        reference = Reference.NONE)
    void contract() {}
  }
}
