package io.kvperf.internal.store;

import static io.kvperf.internal.store.BadBaselineFiles.TEN;
import static io.kvperf.internal.store.BaselineFixtures.MACHINE;
import static io.kvperf.internal.store.BaselineFixtures.record;
import static io.kvperf.internal.store.BaselineFixtures.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * This kit, as the older kit, updating one engine's entry in a file a newer kit wrote: the fields
 * it does not know survive on the document, on every other entry (at any depth), and on the forks
 * it keeps; only the entry it rewrites is wholly its own.
 */
class UnknownFieldsTest {
  private static final ObjectMapper PLAIN = new ObjectMapper();

  @TempDir Path directory;

  @Test
  void anUpdateOfOneEngineKeepsWhatANewerKitWroteElsewhere() throws Exception {
    BaselineStore store = new BaselineStore(directory);
    record(store, result("rocksdb", MACHINE, 100.0, 101.0), TEN);
    record(store, result("skiplist", MACHINE, 200.0, 201.0), TEN);
    Path file = store.fileOf(BaselineFixtures.CONTRACT);
    String newer =
        Files.readString(file)
            .replace(
                "\"formatVersion\" : 1",
                "\"formatVersion\" : 1, \"newerDocumentField\" : { \"a\" : [ 1, 2 ] }")
            // every fork, of both entries
            .replace("\"besideLoad\" : false,", "\"besideLoad\" : false, \"newerForkField\" : 7,")
            // rocksdb's entry (the first), its calibration and its machine
            .replaceFirst(
                "\"engine\" : \"rocksdb\",", "\"engine\" : \"rocksdb\", \"newerEntry\" : 1,")
            .replaceFirst("\"beta\" : 0.0,", "\"beta\" : 0.0, \"newerCalibration\" : \"c\",")
            .replaceFirst("\"arch\" : \"amd64\",", "\"arch\" : \"amd64\", \"newerMachine\" : 2,")
            // the skiplist entry's own field, which the update rewrites
            .replace("\"engine\" : \"skiplist\",", "\"engine\" : \"skiplist\", \"newerOwn\" : 3,");
    Files.writeString(file, newer);
    JsonNode before = PLAIN.readTree(newer);

    record(store, result("skiplist", MACHINE, 210.0, 211.0), TEN.plusSeconds(3600));

    JsonNode after = PLAIN.readTree(Files.readString(file));
    assertThat(after.get("newerDocumentField")).isEqualTo(before.get("newerDocumentField"));
    assertThat(after.get("entries").get(0))
        .as("rocksdb's entry, every field at every depth")
        .isEqualTo(before.get("entries").get(0));
    assertThat(after.get("entries").get(0).get("forks").get(0).get("newerForkField").asInt())
        .isEqualTo(7);
    JsonNode skiplist = after.get("entries").get(1);
    assertThat(skiplist.get("engine").asText()).isEqualTo("skiplist");
    assertThat(skiplist.get("forks"))
        .extracting(fork -> fork.get("run").asText(), fork -> fork.path("newerForkField").asInt(-1))
        .as("the kept forks keep theirs; the fresh forks are this kit's")
        .containsExactly(
            tuple("2026-11-22T10:00:00Z", 7),
            tuple("2026-11-22T10:00:00Z", 7),
            tuple("2026-11-22T11:00:00Z", -1),
            tuple("2026-11-22T11:00:00Z", -1));
    assertThat(skiplist.has("newerOwn"))
        .as("the rewritten entry's own fields described what this kit replaced")
        .isFalse();
    assertThat(store.entries(BaselineFixtures.CONTRACT).get(1).forks().get(0).unknownFields())
        .containsOnlyKeys("newerForkField");
  }
}
