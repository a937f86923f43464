package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Every duration setting lies within bounds: zero, where it would end a deadline at once, and an
 * absurd length are errors naming the setting, the value and the bounds.
 */
class DurationSettingsTest {
  private static KvPerfSettings parse(String key, String value) {
    Map<String, String> parameters = Map.of(key, value);
    return KvPerfSettings.parse(name -> Optional.ofNullable(parameters.get(name)));
  }

  @Test
  void zeroAndAnAbsurdLengthAreErrorsNamingTheSettingAndTheValue() {
    Map<String, String> bounds =
        Map.of(
            KvPerfSettings.FORK_TIMEOUT, "from 10s to 7d",
            KvPerfSettings.LOCK_TIMEOUT, "from 1s to 7d",
            CompareSettings.BUILD_TIMEOUT, "from 1s to 7d");
    bounds.forEach(
        (key, range) -> {
          for (String value : new String[] {"0s", "999999999h", "8d"}) {
            assertThatThrownBy(() -> parse(key, value))
                .as("%s = %s", key, value)
                .isInstanceOf(ExtensionConfigurationException.class)
                .hasMessage(key + " = '" + value + "' is out of bounds: use a duration " + range);
          }
        });
    assertThatThrownBy(() -> parse(KvPerfSettings.FORK_TIMEOUT, "9s"))
        .hasMessage("kvperf.fork.timeout = '9s' is out of bounds: use a duration from 10s to 7d");
    assertThatThrownBy(() -> parse(CompareSettings.WARMUP, "999999999h"))
        .hasMessage(
            "kvperf.compare.warmup = '999999999h' is out of bounds: use a duration from 0s to 1h");
    assertThatThrownBy(() -> parse(ExplainSettings.TIME, "999999999d"))
        .hasMessage(
            "kvperf.explain.time = '999999999d' is out of bounds: use a duration from 0s to 7d");
  }

  @Test
  void theBoundsThemselvesAndZeroWhereItMeansSomethingAreAccepted() {
    assertThat(parse(KvPerfSettings.FORK_TIMEOUT, "10s").fork().timeout())
        .isEqualTo(Duration.ofSeconds(10));
    assertThat(parse(KvPerfSettings.LOCK_TIMEOUT, "1s").lock().timeout())
        .isEqualTo(Duration.ofSeconds(1));
    assertThat(parse(KvPerfSettings.LOCK_TIMEOUT, "90m").lock().timeout())
        .isEqualTo(Duration.ofMinutes(90));
    assertThat(parse(CompareSettings.BUILD_TIMEOUT, "7d").compare().gitBuild().timeout())
        .isEqualTo(Duration.ofDays(7));
    assertThat(parse(CompareSettings.WARMUP, "0ms").compare().armFloors().warmup())
        .as("keeps the contract's warm-up")
        .isZero();
    assertThat(parse(ExplainSettings.TIME, "0s").explain().time())
        .as("the fewest profiled pairs")
        .isZero();
  }

  @Test
  void aDurationIsWrittenInItsLongestWholeUnit() {
    assertThat(DurationText.format(Duration.ZERO)).isEqualTo("0s");
    assertThat(DurationText.format(Duration.ofDays(7))).isEqualTo("7d");
    assertThat(DurationText.format(Duration.ofMinutes(90))).isEqualTo("90m");
    assertThat(DurationText.format(Duration.ofHours(2))).isEqualTo("2h");
    assertThat(DurationText.format(Duration.ofSeconds(61))).isEqualTo("61s");
    assertThat(DurationText.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
    assertThat(DurationText.format(Duration.ofNanos(2_000))).isEqualTo("2us");
    assertThat(DurationText.format(Duration.ofNanos(1_000_000_001))).isEqualTo("1000000001ns");
  }
}
