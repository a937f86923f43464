package io.kvperf.internal.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.store.BaselineFixtures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A contract's history file: appended, read back whole, and a bad line named, never lost. */
class HistoryFileTest {
  private static final String CONTRACT = "com.example.GetContract#uniformGet";

  private static HistoryPoint point(String commit, double... forks) {
    return new HistoryPoint(
        CONTRACT,
        "skiplist",
        "throughput",
        new RunIdentity(commit, "parent-of-" + commit, "main", 1_700_000_000_000L),
        RunSetup.of(BaselineFixtures.MACHINE, "1.0", "plan-1"),
        FigureEstimate.of("ops/s", java.util.Arrays.stream(forks).boxed().toList()),
        Optional.of(new AnchorRatio("git:v1", 0.97, 0.95, 0.99, 5)));
  }

  @Test
  void pointsReadBackEqualAndInTheOrderAppended(@TempDir Path directory) {
    HistoryFile file = HistoryFile.of(directory, CONTRACT);
    HistoryPoint first = point("a1", 100, 102, 98);
    HistoryPoint second = point("b2", 97);

    file.append(List.of(first));
    file.append(List.of(second));

    HistoryRead read = file.read();
    assertThat(read.points()).containsExactly(first, second);
    assertThat(read.unread()).isEmpty();
    assertThat(second.estimate().low()).as("one fork has no interval").isNaN();
  }

  @Test
  void eachContractHasItsOwnFile(@TempDir Path directory) {
    HistoryFile.of(directory, CONTRACT).append(List.of(point("a1", 100)));

    assertThat(HistoryFile.of(directory, "com.example.Other#put").read().points()).isEmpty();
    assertThat(HistoryFile.of(directory, CONTRACT).path().getParent()).isEqualTo(directory);
  }

  @Test
  void aTornLineIsNamedAndKeptAndTheNextPointStartsOnItsOwnLine(@TempDir Path directory)
      throws IOException {
    HistoryFile file = HistoryFile.of(directory, CONTRACT);
    file.append(List.of(point("a1", 100)));
    String whole = Files.readString(file.path());
    String torn = whole.substring(0, whole.length() / 2);
    Files.writeString(file.path(), whole + torn, StandardCharsets.UTF_8);

    file.append(List.of(point("c3", 101)));

    HistoryRead read = file.read();
    assertThat(read.points()).extracting(p -> p.run().commit()).containsExactly("a1", "c3");
    assertThat(read.unread())
        .extracting(HistoryRead.Unread::file, HistoryRead.Unread::lineNumber)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(file.path(), 2));
    assertThat(Files.readString(file.path())).as("nothing rewritten").startsWith(whole + torn);
  }

  @Test
  void aLineOfANewerFormatOrWithoutItsCommitIsNotRead(@TempDir Path directory) throws IOException {
    HistoryFile file = HistoryFile.of(directory, CONTRACT);
    String good = HistoryJson.line(point("a1", 100));
    Files.writeString(
        file.path(),
        good.replace("\"v\":1", "\"v\":2")
            + "\n"
            + good.replace("\"commit\":\"a1\",", "")
            + "\n"
            + good.replace("\"mean\":100.0", "\"mean\":\"NaN\"")
            + "\n"
            + good
            + "\n");

    HistoryRead read = file.read();

    assertThat(read.points()).hasSize(1);
    assertThat(read.unread()).extracting(HistoryRead.Unread::lineNumber).containsExactly(1, 2, 3);
  }
}
