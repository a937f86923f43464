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
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
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

    List<String> attachments =
        output
            .toString(StandardCharsets.UTF_8)
            .lines()
            .filter(line -> line.startsWith("[[ATTACHMENT|"))
            .toList();
    assertThat(attachments).as("one line, alone on it, for the one invocation").hasSize(1);
    Path zip = Path.of(attachments.get(0).replaceAll("^\\[\\[ATTACHMENT\\|(.*)]]$", "$1"));
    assertThat(zip).isAbsolute().isRegularFile().hasFileName("skiplist.zip");
    List<String> entries;
    try (ZipFile archive = new ZipFile(zip.toFile())) {
      entries = archive.stream().map(ZipEntry::getName).toList();
    }
    assertThat(entries).contains("fork-1/jmh.log", "fork-1/jmh-result.json");
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

    List<String> entries;
    try (ZipFile archive = new ZipFile(run.resolveSibling("skiplist.zip").toFile())) {
      entries = archive.stream().map(ZipEntry::getName).toList();
    }
    assertThat(entries)
        .as("this run's one fork alone")
        .isNotEmpty()
        .allMatch(entry -> entry.startsWith("fork-1/"));
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
