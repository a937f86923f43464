package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.Budget;
import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Workload;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineFileException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit passes a baseline its contract would compare, and names an orphaned file (its method
 * renamed) and a stale entry (its plan changed).
 */
class BaselineAuditTest {

  @Test
  void findsOrphanedFilesAndStaleEntriesButPassesCurrentOnes(@TempDir Path directory)
      throws Exception {
    FixtureRun.run(
        AuditFixture.class,
        directory,
        Map.of(KvPerfSettings.BASELINE, "update", KvPerfSettings.SCALE, "smoke"));
    Path baselines = directory.resolve("baselines");
    Path classDirectory = baselines.resolve(AuditFixture.class.getName());
    Path recorded = classDirectory.resolve("get.json");
    assertThat(recorded).exists();
    ClassLoader loader = getClass().getClassLoader();

    assertThat(BaselineAudit.findings(baselines, loader)).isEmpty();

    String text = Files.readString(recorded);
    Files.writeString(
        classDirectory.resolve("oldName.json"),
        text.replace("AuditFixture#get\"", "AuditFixture#oldName\""));
    // The entry as if recorded under another plan: its fingerprint no longer matches.
    Files.writeString(
        recorded,
        text.replaceFirst("\"planFingerprint\" : \"[0-9a-f]", "\"planFingerprint\" : \"x"));

    List<AuditFinding> findings = BaselineAudit.audit(baselines, loader);
    assertThat(findings).hasSize(2);
    assertThat(findings.get(0))
        .isInstanceOfSatisfying(
            AuditFinding.Stale.class,
            stale -> {
              assertThat(stale.file()).isEqualTo(recorded);
              assertThat(stale.engine()).isEqualTo("skiplist");
              assertThat(stale.scale()).isEqualTo("smoke");
            });
    assertThat(findings.get(1))
        .isEqualTo(
            new AuditFinding.Orphaned(
                classDirectory.resolve("oldName.json"), AuditFixture.class.getName() + "#oldName"));
    assertThat(BaselineAudit.findings(baselines, loader))
        .as("the lines a build shows")
        .containsExactly(findings.get(0).text(), findings.get(1).text())
        .last()
        .isEqualTo(
            classDirectory.resolve("oldName.json")
                + ": no contract "
                + AuditFixture.class.getName()
                + "#oldName on the class path (renamed or deleted?); move or delete the file");
  }

  @Test
  void namesAFileThatCannotBeReadInsteadOfThrowing(@TempDir Path directory) throws Exception {
    Path broken = directory.resolve(AuditFixture.class.getName()).resolve("get.json");
    Files.createDirectories(broken.getParent());
    Files.writeString(broken, "{ \"contract\" : \"" + AuditFixture.class.getName() + "#get\",");

    List<AuditFinding> findings = BaselineAudit.audit(directory, getClass().getClassLoader());

    assertThat(findings)
        .singleElement()
        .isInstanceOfSatisfying(
            AuditFinding.Unreadable.class,
            unreadable -> {
              assertThat(unreadable.file()).isEqualTo(broken);
              assertThat(unreadable.cause().problem())
                  .isEqualTo(BaselineFileException.Problem.CORRUPT);
            });
  }

  @KvPerfContract
  static class AuditFixture {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Measure(warmups = 0, iterations = 1, iterationTime = "100ms", forks = 1)
    @Budget(allocationRise = 100)
    void get() {}
  }
}
