package io.kvperf.internal.store;

import static io.kvperf.internal.store.BaselineFixtures.CONTRACT;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.kvperf.internal.store.BaselineDocument.StoredEntry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A baseline entry and its forks as a baseline file keeps them: each one flat object of its fields,
 * sorted by name, byte for byte as every file the kit has written holds them; read back, the entry
 * written; a fork of a file written before {@code besideLoad} and the paired ratio were kept reads
 * without them; and every committed baseline file reads, each of its entries written again as it
 * was, but for the fields kept since it was recorded.
 */
class BaselineEntryFormatTest {
  private static final Path FILE = Path.of("uniformGet.json");
  private static final ObjectMapper PLAIN = new ObjectMapper();

  /** One fork beside the kit's load with a reference and its paired ratio, one without either. */
  private static final BaselineEntry ENTRY =
      new BaselineEntry(
          new EntryKey("skiplist", "ci", MACHINE),
          new EntryPlan("0123abcd", "workload A; measurement M"),
          150.0,
          List.of(
              new StoredFork(
                  "2026-11-22T10:00:00Z",
                  100.0,
                  Map.of("get", 2000.0, "put", 3000.0),
                  new StoredFork.Reference(50.0, Map.of("get", 1000.0), 0.7),
                  true,
                  Map.of()),
              new StoredFork(
                  "2026-11-22T11:00:00Z",
                  200.0,
                  Map.of("get", 2500.0),
                  new StoredFork.Reference(null, Map.of(), null),
                  false,
                  Map.of())),
          Map.of(),
          Map.of("maxRuns", 5.0),
          Map.of("allocation.bytesPerOp", 1954.85));

  private static final String TEXT =
      """
      {
        "contract" : "com.example.GetContract#uniformGet",
        "entries" : [
          {
            "calibration" : { },
            "engine" : "skiplist",
            "environment" : {
              "arch" : "amd64",
              "cores" : 2,
              "cpuCaches" : "L1d 32K",
              "cpuModel" : "Test CPU",
              "gc" : "G1",
              "jvm" : "Test JVM 17",
              "jvmFlags" : [ ],
              "maxHeapMegabytes" : 1024,
              "os" : "Linux"
            },
            "forks" : [
              {
                "besideLoad" : true,
                "opsPerSecond" : 100.0,
                "p99Nanos" : {
                  "get" : 2000.0,
                  "put" : 3000.0
                },
                "pairedLogRatio" : 0.7,
                "referenceOpsPerSecond" : 50.0,
                "referenceP99Nanos" : {
                  "get" : 1000.0
                },
                "run" : "2026-11-22T10:00:00Z"
              },
              {
                "besideLoad" : false,
                "opsPerSecond" : 200.0,
                "p99Nanos" : {
                  "get" : 2500.0
                },
                "pairedLogRatio" : null,
                "referenceOpsPerSecond" : null,
                "referenceP99Nanos" : { },
                "run" : "2026-11-22T11:00:00Z"
              }
            ],
            "gate" : {
              "maxRuns" : 5.0
            },
            "meanOpsPerSecond" : 150.0,
            "metrics" : {
              "allocation.bytesPerOp" : 1954.85
            },
            "plan" : "workload A; measurement M",
            "planFingerprint" : "0123abcd",
            "scale" : "ci"
          }
        ],
        "formatVersion" : 1
      }
      """;

  /** The second fork of {@link #TEXT}. */
  private static final String FORK_WITHOUT_REFERENCE =
      """
              {
                "besideLoad" : false,
                "opsPerSecond" : 200.0,
                "p99Nanos" : {
                  "get" : 2500.0
                },
                "pairedLogRatio" : null,
                "referenceOpsPerSecond" : null,
                "referenceP99Nanos" : { },
                "run" : "2026-11-22T11:00:00Z"
              }
      """;

  /** A fork as the committed files hold it, before its load and paired ratio were kept. */
  private static final String OLDER_FORK =
      """
              {
                "opsPerSecond" : 200.0,
                "p99Nanos" : {
                  "get" : 2500.0
                },
                "referenceOpsPerSecond" : null,
                "referenceP99Nanos" : { },
                "run" : "2026-11-22T11:00:00Z"
              }
      """;

  @Test
  void anEntryIsWrittenAsOneFlatObjectOfItsTenFieldsAndEachForkOfItsSeven() {
    assertThat(new String(BaselineJson.write(document(ENTRY)), StandardCharsets.UTF_8))
        .isEqualTo(TEXT);
  }

  @Test
  void aWrittenEntryReadsBackAsItWas() {
    assertThat(BaselineJson.read(FILE, CONTRACT, TEXT.getBytes(StandardCharsets.UTF_8)).entries())
        .containsExactly(ENTRY);
  }

  @Test
  void aForkOfAFileWrittenBeforeItsLoadAndPairedRatioWereKeptReadsWithoutThem() {
    assertThat(TEXT).contains(FORK_WITHOUT_REFERENCE);
    String older = TEXT.replace(FORK_WITHOUT_REFERENCE, OLDER_FORK);
    assertThat(older).doesNotContain("\"besideLoad\" : false");

    BaselineEntry read =
        BaselineJson.read(FILE, CONTRACT, older.getBytes(StandardCharsets.UTF_8)).entries().get(0);

    assertThat(read).isEqualTo(ENTRY);
    assertThat(read.forks().get(1).unknownFields()).isEmpty();
  }

  @Test
  void everyCommittedEntryIsWrittenAgainAsItWasButForTheFieldsKeptSince() throws IOException {
    List<Path> files = committedFiles();
    assertThat(files).hasSizeGreaterThan(20);
    int entries = 0;
    for (Path file : files) {
      byte[] bytes = Files.readAllBytes(file);
      String contract = PLAIN.readTree(bytes).get("contract").asText();
      BaselineDocument read = BaselineJson.read(file, contract, bytes);
      for (StoredEntry stored : read.stored()) {
        JsonNode asRead = withFieldsKeptSince(PLAIN.readTree(stored.asRead().toString()));
        BaselineDocument alone =
            new BaselineDocument(
                contract, List.of(new StoredEntry(stored.entry(), null)), Map.of());
        JsonNode written = PLAIN.readTree(BaselineJson.write(alone)).get("entries").get(0);
        assertThat(written).as("%s, %s", file, stored.entry().key().engine()).isEqualTo(asRead);
        entries++;
      }
    }
    assertThat(entries).isGreaterThan(100);
  }

  /**
   * {@code entry} as this kit writes what it read: a fork's {@code besideLoad} and {@code
   * pairedLogRatio}, a calibration's {@code betaSource}, {@code referenceDriftLn} and {@code load}
   * with the values an absent one reads as.
   */
  private static JsonNode withFieldsKeptSince(JsonNode entry) {
    for (JsonNode fork : entry.get("forks")) {
      ObjectNode kept = (ObjectNode) fork;
      if (!kept.has("besideLoad")) {
        kept.put("besideLoad", false);
      }
      if (!kept.has("pairedLogRatio")) {
        kept.putNull("pairedLogRatio");
      }
    }
    for (JsonNode calibration : entry.get("calibration")) {
      for (String field : List.of("betaSource", "referenceDriftLn", "load")) {
        if (!calibration.has(field)) {
          ((ObjectNode) calibration).putNull(field);
        }
      }
    }
    return entry;
  }

  private static List<Path> committedFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(Path.of("../baselines"))) {
      all.filter(path -> path.toString().endsWith(".json")).sorted().forEach(files::add);
    }
    return files;
  }

  private static BaselineDocument document(BaselineEntry entry) {
    return new BaselineDocument(CONTRACT, List.of(new StoredEntry(entry, null)), Map.of());
  }
}
