package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A merge of shards says when one is missing or held twice, and takes them whole. */
class MergeShardsTest {

  @Test
  void everyShardOnceMergesAndAMissingOrDoubledOneIsNamed(@TempDir Path directory)
      throws IOException {
    Path one = shard(directory, "a", 1, 3);
    Path two = shard(directory, "b", 2, 3);
    Path three = shard(directory, "c", 3, 3);
    Path twoAgain = shard(directory, "d", 2, 3);
    Path plain = Files.createDirectories(directory.resolve("plain"));

    assertThat(MergeReports.shardProblem(List.of(one, two, three))).isEmpty();
    assertThat(MergeReports.shardProblem(List.of(plain)))
        .as("no shards, nothing to check")
        .isEmpty();
    assertThat(MergeReports.shardProblem(List.of(one, three))).hasValue("missing shard 2/3");
    assertThat(MergeReports.shardProblem(List.of(one, two, twoAgain, three)))
        .hasValue("shard 2/3 held twice, in [" + two + ", " + twoAgain + "]");
    assertThat(MergeReports.shardProblem(List.of(one, two, three, plain)))
        .hasValue("not a shard: [" + plain + "]");
    assertThat(MergeReports.shardProblem(List.of(one, two, three, shard(directory, "e", 1, 2))))
        .get()
        .asString()
        .contains("shards of different counts [2, 3]");
  }

  private static Path shard(Path directory, String name, int index, int count) throws IOException {
    Path shard = Files.createDirectories(directory.resolve(name));
    Files.writeString(
        shard.resolve(ReportFiles.SHARD),
        "{\"shard\": " + index + ", \"of\": " + count + ", \"contracts\": []}");
    return shard;
  }
}
