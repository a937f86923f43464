package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The line the lock's holder file keeps, written and read back. */
class RunDescriptionTest {

  @Test
  void aRunIsOneLineThatReadsBackAsTheSameRun() {
    RunDescription run =
        new RunDescription(
            1234, Instant.parse("2026-01-02T03:04:05.678Z"), Path.of("/work/a, b"), "alice");

    assertThat(run.line())
        .isEqualTo("pid 1234, since 2026-01-02T03:04:05.678Z, in /work/a, b, by user alice");
    assertThat(RunDescription.parse(run.line())).hasValue(run);
    assertThat(RunDescription.parse(RunDescription.ofThisRun().line()))
        .hasValueSatisfying(now -> assertThat(now.pid()).isEqualTo(ProcessHandle.current().pid()));
  }

  @Test
  void aLineThatDescribesNoRunReadsAsNone() {
    assertThat(RunDescription.parse("a run that has not said which")).isEmpty();
    assertThat(RunDescription.parse("pid 12, since yesterday, in /, by user bob")).isEmpty();
  }
}
