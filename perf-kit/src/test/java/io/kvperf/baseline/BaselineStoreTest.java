package io.kvperf.baseline;

import static io.kvperf.baseline.BaselineFixtures.CONTRACT;
import static io.kvperf.baseline.BaselineFixtures.MACHINE;
import static io.kvperf.baseline.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.result.Environment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineStoreTest {
  @TempDir Path directory;

  @Test
  void aRecordedResultIsFoundForItsEngineAndMachineOnly() {
    BaselineStore store = new BaselineStore(directory);
    store.record(result("skiplist", MACHINE, 1000.123456789, 2000.0), BaselineFixtures.PLAN);

    assertThat(store.fileOf(CONTRACT))
        .isEqualTo(directory.resolve("com.example.GetContract").resolve("uniformGet.json"))
        .exists();
    assertThat(store.find(result("skiplist", MACHINE, 1.0)).orElseThrow().throughputOpsPerSecond())
        .containsExactly(1000.12, 2000.0);
    assertThat(store.find(result("rocksdb", MACHINE, 1.0))).isEmpty();
    Environment other = new Environment("Linux", "amd64", "Other CPU", 2, "Test JVM 17");
    assertThat(store.find(result("skiplist", other, 1.0))).isEmpty();
    assertThat(store.find(result("skiplist", "ci", MACHINE, 1.0))).as("another scale").isEmpty();
  }

  @Test
  void theFileIsReadableSortedAndAnUpdateKeepsOtherEntries() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    store.record(result("skiplist", MACHINE, 100.0, 200.0), BaselineFixtures.PLAN);
    store.record(result("alpha", MACHINE, 5.0, 7.0), BaselineFixtures.PLAN);
    store.record(result("skiplist", MACHINE, 300.0, 300.0), BaselineFixtures.PLAN);

    String text = Files.readString(store.fileOf(CONTRACT));
    assertThat(text)
        .isEqualTo(
            """
            {
              "contract" : "com.example.GetContract#uniformGet",
              "entries" : [
                {
                  "engine" : "alpha",
                  "environment" : {
                    "arch" : "amd64",
                    "cores" : 2,
                    "cpuModel" : "Test CPU",
                    "jvm" : "Test JVM 17",
                    "os" : "Linux"
                  },
                  "meanOpsPerSecond" : 6.0,
                  "metrics" : {
                    "allocation.bytesPerOp" : 100.0,
                    "disk.occupiedBytes" : 0.0,
                    "latency.get.p99Nanos" : 2000.0
                  },
                  "plan" : "workload A; measurement M",
                  "planFingerprint" : "12be953065788649",
                  "scale" : "full",
                  "throughputOpsPerSecond" : [
                    5.0,
                    7.0
                  ]
                },
                {
                  "engine" : "skiplist",
                  "environment" : {
                    "arch" : "amd64",
                    "cores" : 2,
                    "cpuModel" : "Test CPU",
                    "jvm" : "Test JVM 17",
                    "os" : "Linux"
                  },
                  "meanOpsPerSecond" : 300.0,
                  "metrics" : {
                    "allocation.bytesPerOp" : 100.0,
                    "disk.occupiedBytes" : 0.0,
                    "latency.get.p99Nanos" : 2000.0
                  },
                  "plan" : "workload A; measurement M",
                  "planFingerprint" : "12be953065788649",
                  "scale" : "full",
                  "throughputOpsPerSecond" : [
                    300.0,
                    300.0
                  ]
                }
              ]
            }
            """);
    try (Stream<Path> files = Files.list(store.fileOf(CONTRACT).getParent())) {
      assertThat(files).as("no temporary file left behind").containsExactly(store.fileOf(CONTRACT));
    }
  }

  @Test
  void aCorruptFileIsAClearErrorAndIsNeverOverwritten() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    Path file = store.fileOf(CONTRACT);
    Files.createDirectories(file.getParent());
    Files.writeString(
        file, "{ \"contract\" : \"com.example.GetContract#uniformGet\", \"entries\" : [ {");

    assertThatThrownBy(() -> store.find(result("skiplist", MACHINE, 1.0)))
        .isInstanceOf(BaselineFileException.class)
        .hasMessageContaining(file + " is corrupt and was left untouched");
    assertThatThrownBy(() -> store.record(result("skiplist", MACHINE, 1.0), BaselineFixtures.PLAN))
        .isInstanceOf(BaselineFileException.class);
    assertThat(file).content().endsWith("\"entries\" : [ {");
  }

  @Test
  void aFileOfAnotherContractIsRejected() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    Path file = store.fileOf(CONTRACT);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "{ \"contract\" : \"x.Y#z\", \"entries\" : [] }");

    assertThatThrownBy(() -> store.find(result("skiplist", MACHINE, 1.0)))
        .hasMessageContaining("is for contract 'x.Y#z'");
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
