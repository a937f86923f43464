package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A shard is never merged twice, and the merge of a sharded run ({@code --shards}) says when one is
 * missing; a build's own merge of its executions keeps their shard records.
 */
class MergeShardsTest {

  @Test
  void everyShardOnceMergesAndAMissingOrDoubledOneIsNamed(@TempDir Path directory)
      throws IOException {
    Path one = shard(directory, "a", 1, 3, "contracts");
    Path two = shard(directory, "b", 2, 3, "contracts");
    Path three = shard(directory, "c", 3, 3, "contracts");
    Path twoAgain = shard(directory, "d", 2, 3, "contracts");
    Path plain = Files.createDirectories(directory.resolve("plain"));

    assertThat(MergeReports.shardProblem(List.of(one, two, three), true)).isEmpty();
    assertThat(MergeReports.shardProblem(List.of(plain), false))
        .as("no shards, nothing to check")
        .isEmpty();
    assertThat(MergeReports.shardProblem(List.of(one, three), true)).hasValue("missing shard 2/3");
    assertThat(MergeReports.shardProblem(List.of(one, three), false))
        .as("one build's executions, merged before the shards are")
        .isEmpty();
    assertThat(MergeReports.shardProblem(List.of(one, two, twoAgain, three), false))
        .hasValue("shard 2/3 held twice, in [" + two + ", " + twoAgain + "]");
    assertThat(MergeReports.shardProblem(List.of(one, two, three, plain), true))
        .hasValue("not a shard: [" + plain + "]");
    Path otherPlan = shard(directory, "e", 1, 2, "suites");
    assertThat(MergeReports.shardProblem(List.of(one, two, three, otherPlan), true))
        .hasValue("missing shard 2/2");

    Path out = directory.resolve("merged");
    MergeReports.writeShardRecords(out, List.of(one, otherPlan));
    assertThat(MergeReports.shardRecords(out)).hasSize(2);
    assertThat(MergeReports.shardProblem(List.of(out, two, three), true))
        .as("a build's merge keeps its shard records")
        .hasValue("missing shard 2/2");
  }

  private static Path shard(Path directory, String name, int index, int count, String plan)
      throws IOException {
    Path shard = Files.createDirectories(directory.resolve(name));
    Files.writeString(
        shard.resolve(ReportFiles.SHARD),
        "[{\"shard\": "
            + index
            + ", \"of\": "
            + count
            + ", \"plan\": \""
            + plan
            + "\", \"contracts\": []}]");
    return shard;
  }
}
