package io.kvperf.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.baseline.BaselineMode;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

class KvPerfSettingsTest {
  private static KvPerfSettings parse(Map<String, String> parameters) {
    return KvPerfSettings.parse(key -> Optional.ofNullable(parameters.get(key)));
  }

  @Test
  void defaultsCheckAgainstBaselinesAndReportUnderTarget() {
    KvPerfSettings settings = parse(Map.of());
    assertThat(settings.baselineMode()).isEqualTo(BaselineMode.CHECK);
    assertThat(settings.baselineDirectory()).isEqualTo(Path.of("baselines").toAbsolutePath());
    assertThat(settings.reportDirectory()).isEqualTo(Path.of("target/kvperf").toAbsolutePath());
    assertThat(settings.forkJvmArgs()).isEmpty();
  }

  @Test
  void everySettingIsRead() {
    KvPerfSettings settings =
        parse(
            Map.of(
                "kvperf.baseline", "strict",
                "kvperf.baseline.dir", "/tmp/b/../base",
                "kvperf.report.dir", "/tmp/r",
                "kvperf.fork.jvmArgs", "  -Xmx1g   -Dx=y "));
    assertThat(settings.baselineMode()).isEqualTo(BaselineMode.STRICT);
    assertThat(settings.baselineDirectory()).isEqualTo(Path.of("/tmp/base"));
    assertThat(settings.forkJvmArgs()).containsExactly("-Xmx1g", "-Dx=y");
    assertThat(settings.runDirectory("a.B#c", "skiplist"))
        .isEqualTo(Path.of("/tmp/r/runs/a.B.c/skiplist"));
  }

  @Test
  void anUnknownModeIsAConfigurationError() {
    assertThatThrownBy(() -> parse(Map.of("kvperf.baseline", "yes")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith("kvperf.baseline = 'yes' is invalid");
  }
}
