package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import io.kvperf.internal.store.BaselineFileException.Found;
import io.kvperf.internal.store.BaselineFileException.Problem;
import io.kvperf.result.Environment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineStoreTest {
  @TempDir Path directory;

  private static final Instant TEN = Instant.parse("2026-11-22T10:00:00Z");

  @Test
  void aRecordedResultIsFoundForItsEngineAndMachineOnly() {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("skiplist", MACHINE, 1000.123456789, 2000.0), TEN);

    assertThat(store.fileOf(CONTRACT))
        .isEqualTo(directory.resolve("com.example.GetContract").resolve("uniformGet.json"))
        .exists();
    assertThat(store.find(result("skiplist", MACHINE, 1.0)).orElseThrow().forks())
        .extracting(StoredFork::opsPerSecond)
        .containsExactly(1000.12, 2000.0);
    assertThat(store.find(result("rocksdb", MACHINE, 1.0))).isEmpty();
    Environment other =
        new Environment(
            new Environment.Machine("Linux", "amd64", "Other CPU", "L1d 32K", 2),
            new Environment.Jvm("Test JVM 17", List.of(), "G1", 1024));
    assertThat(store.find(result("skiplist", other, 1.0))).isEmpty();
    Environment otherHeap =
        new Environment(
            new Environment.Machine("Linux", "amd64", "Test CPU", "L1d 32K", 2),
            new Environment.Jvm("Test JVM 17", List.of(), "G1", 512));
    assertThat(store.find(result("skiplist", otherHeap, 1.0))).as("another heap").isEmpty();
    assertThat(store.find(result("skiplist", "ci", MACHINE, 1.0))).as("another scale").isEmpty();
  }

  @Test
  void theFileIsReadableSortedAndAnUpdateKeepsOtherEntries() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("skiplist", MACHINE, 100.0, 200.0), TEN);
    record(store, result("alpha", MACHINE, 5.0, 7.0), TEN);
    record(store, result("skiplist", MACHINE, 300.0, 300.0), TEN.plusSeconds(600));

    String text = Files.readString(store.fileOf(CONTRACT));
    assertThat(text)
        .startsWith(
            """
            {
              "contract" : "com.example.GetContract#uniformGet",
              "entries" : [
                {
                  "calibration" : {
                    "p99.get" : {
            """)
        .contains(
            """
                  "forks" : [
                    {
                      "besideLoad" : false,
                      "opsPerSecond" : 5.0,
                      "p99Nanos" : {
                        "get" : 2000.0
                      },
                      "pairedLogRatio" : null,
                      "referenceOpsPerSecond" : null,
                      "referenceP99Nanos" : { },
                      "run" : "2026-11-22T10:00:00Z"
                    },
            """)
        .contains(
            """
                  "gate" : {
                    "buildFalseAlarm" : 0.009,
                    "machineDriftLn" : 0.15,
                    "maxBeta" : 1.5,
                    "maxRuns" : 5.0,
                    "minIdentifyingDriftLn" : 0.05,
                    "minRunShare" : 0.25,
                    "minRuns" : 3.0,
                    "outsideCalibrationLn" : 0.05,
                    "passEarlyStandardErrors" : 1.5,
                    "slopeUncertainty" : 0.2
                  },
                  "meanOpsPerSecond" : 6.0,
            """);
    JsonNode json = new ObjectMapper().readTree(text);
    assertThat(json.get("entries"))
        .extracting(
            entry -> entry.get("engine").asText(),
            entry -> entry.get("forks").findValuesAsText("run"))
        .as("each entry's forks by their run: the second run's kept beside the first's")
        .containsExactly(
            tuple("alpha", List.of("2026-11-22T10:00:00Z", "2026-11-22T10:00:00Z")),
            tuple(
                "skiplist",
                List.of(
                    "2026-11-22T10:00:00Z",
                    "2026-11-22T10:00:00Z",
                    "2026-11-22T10:10:00Z",
                    "2026-11-22T10:10:00Z")));
    assertThat(text.indexOf("\"engine\" : \"alpha\""))
        .as("entries sorted by engine")
        .isLessThan(text.indexOf("\"engine\" : \"skiplist\""));
    assertThat(store.find(result("skiplist", MACHINE, 1.0)).orElseThrow().runs())
        .as("the second run of the same plan is kept beside the first")
        .containsExactly("2026-11-22T10:00:00Z", "2026-11-22T10:10:00Z");
    Path file = store.fileOf(CONTRACT);
    try (Stream<Path> files = Files.list(file.getParent())) {
      assertThat(files)
          .as("no temporary file left behind, and no lock beside the file")
          .containsExactly(file);
    }
    assertThat(file.getParent().resolveSibling(".kvperf-update.lock"))
        .as("the directory's lock is kept at its top")
        .isRegularFile();
    assertThat(json.get("formatVersion"))
        .as("the format version is written")
        .isEqualTo(IntNode.valueOf(1));
    assertThat(text.charAt(text.length() - 1)).as("the file ends with a line feed").isEqualTo('\n');
  }

  /**
   * Files written before the kit kept which forks ran beside its load, as the committed baselines
   * are, have no {@code besideLoad}: their forks ran alone.
   */
  @Test
  void forksStoredBeforeTheKitsLoadReadAsAlone() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("skiplist", MACHINE, 100.0, 200.0), TEN);
    Path file = store.fileOf(CONTRACT);
    String older = Files.readString(file).replaceAll("\\s*\"besideLoad\" : false,", "");
    assertThat(new ObjectMapper().readTree(older).findValues("besideLoad")).isEmpty();
    Files.writeString(file, older);

    assertThat(store.find(result("skiplist", MACHINE, 1.0)).orElseThrow().forks())
        .extracting(StoredFork::besideLoad)
        .containsOnly(false);
  }

  @Test
  void aCorruptFileIsAClearErrorAndIsNeverOverwritten() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    Path file = store.fileOf(CONTRACT);
    Files.createDirectories(file.getParent());
    String corrupt = "{ \"contract\" : \"com.example.GetContract#uniformGet\", \"entries\" : [ {";
    Files.writeString(file, corrupt);

    assertThat(refused(() -> store.find(result("skiplist", MACHINE, 1.0))))
        .returns(file, BaselineFileException::file)
        .returns(Problem.CORRUPT, BaselineFileException::problem);
    assertThat(refused(() -> record(store, result("skiplist", MACHINE, 1.0), TEN)))
        .returns(Problem.CORRUPT, BaselineFileException::problem);
    assertThat(file).as("left untouched").hasContent(corrupt);
  }

  @Test
  void aFileOfAnotherContractIsRejected() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    Path file = store.fileOf(CONTRACT);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "{ \"contract\" : \"x.Y#z\", \"entries\" : [] }");

    assertThat(refused(() -> store.find(result("skiplist", MACHINE, 1.0))))
        .returns(Problem.OTHER_CONTRACT, BaselineFileException::problem)
        .returns(Optional.of(new Found("contract", "\"x.Y#z\"")), BaselineFileException::found);
  }

  /** What {@code use} throws: a baseline file that cannot be used, or the test fails. */
  private static BaselineFileException refused(ThrowingCallable use) {
    BaselineFileException thrown = catchThrowableOfType(BaselineFileException.class, use);
    assertThat(thrown).as("the file is refused").isNotNull();
    return thrown;
  }

  @Test
  void malformedContractIdsCannotEscapeTheDirectory() {
    BaselineStore store = new BaselineStore(directory);
    assertThatThrownBy(() -> store.fileOf("../evil#x"))
        .hasMessageContaining("malformed contract id");
    assertThatThrownBy(() -> store.fileOf("NoMethod"))
        .hasMessageContaining("malformed contract id");
  }
}
