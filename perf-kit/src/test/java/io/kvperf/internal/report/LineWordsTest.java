package io.kvperf.internal.report;

import static io.kvperf.internal.report.LineWords.words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.account.GateLine;
import io.kvperf.internal.account.GateNotice;
import io.kvperf.internal.account.OtherCpuBaseline;
import io.kvperf.internal.account.QuietCalibrationWindow;
import org.junit.jupiter.api.Test;

class LineWordsTest {
  private static final LineWords<GateLine> TABLE =
      new LineWords<>(
          words(OtherCpuBaseline.class, line -> "cpu " + line.cpuModel()),
          words(GateNotice.class, GateNotice::name));

  @Test
  void aLineIsWrittenByTheWordsOfItsClass() {
    assertThat(TABLE.of(new OtherCpuBaseline("Xeon"))).contains("cpu Xeon");
    assertThat(TABLE.of(GateNotice.BASELINES_OFF)).contains("BASELINES_OFF");
  }

  @Test
  void aLineOfAClassOutsideTheTableHasNoWords() {
    assertThat(TABLE.of(new QuietCalibrationWindow(12))).isEmpty();
  }

  @Test
  void aClassStandsInATableOnce() {
    assertThatThrownBy(
            () ->
                new LineWords<GateLine>(
                    words(GateNotice.class, GateNotice::name),
                    words(GateNotice.class, notice -> "again")))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
