package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A command killed at its deadline keeps what it printed until then, to quote its last lines. */
class CommandsTest {
  @Test
  void aKilledCommandKeepsItsLastLines(@TempDir Path directory) {
    Commands.Result result =
        Commands.run(
            directory,
            List.of(
                "sh",
                "-c",
                "i=1; while [ $i -le 20 ]; do echo line $i; i=$((i+1)); done; exec sleep 60"),
            Duration.ofSeconds(2));

    assertThat(result.exitCode()).isEqualTo(-1);
    assertThat(result.failure()).isEqualTo("was killed after 2s");
    assertThat(result.output())
        .isEqualTo(
            IntStream.rangeClosed(1, 20)
                .mapToObj(i -> "line " + i + "\n")
                .collect(Collectors.joining()));
    assertThat(result.describe("build"))
        .isEqualTo(
            "'build' was killed after 2s:\n  "
                + IntStream.rangeClosed(6, 20)
                    .mapToObj(i -> "line " + i)
                    .collect(Collectors.joining("\n  ")));
  }
}
