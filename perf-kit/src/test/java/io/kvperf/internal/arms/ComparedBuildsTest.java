package io.kvperf.internal.arms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.settings.InvalidSettingException;
import io.kvperf.internal.settings.KvPerfSettings;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The builds of {@code kvperf.compare} are read before any fork: a range of commits that cannot be
 * bisected fails the run there, naming the setting and the value.
 */
class ComparedBuildsTest {
  private static ComparedBuilds of(Map<String, String> parameters) {
    return ComparedBuilds.of(
            KvPerfSettings.parse(key -> Optional.ofNullable(parameters.get(key))),
            ComparedBuildsTest.class.getClassLoader())
        .orElseThrow();
  }

  private static Map<String, String> bisect(String value) {
    return Map.of("kvperf.compare", value, "kvperf.compare.bisect", "true");
  }

  @Test
  void aRangeOfCommitsWithAnEndMissingOrWithoutABisectFailsBeforeAnyFork() {
    assertThatThrownBy(() -> of(bisect("git:v1..")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith(
            "kvperf.compare = 'git:v1..' is invalid: a bisect of commits names both ends,"
                + " git:<good>..<bad>");
    assertThatThrownBy(() -> of(bisect("git:..main")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith("kvperf.compare = 'git:..main' is invalid: a bisect of commits");
    assertThatThrownBy(() -> of(Map.of("kvperf.compare", "git:v1..main")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.compare = 'git:v1..main' is invalid: a range of commits is bisected: add"
                + " kvperf.compare.bisect=true, or name one ref, git:<ref>");
    assertThatThrownBy(() -> of(bisect("git:v1")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf.compare = 'git:v1' is invalid: a bisect of commits needs both ends,"
                + " git:<good>..<bad>")
        .cause()
        .as("the invalid setting, as values")
        .isInstanceOfSatisfying(
            InvalidSettingException.class,
            invalid ->
                assertThat(invalid)
                    .returns("kvperf.compare", InvalidSettingException::key)
                    .returns("git:v1", InvalidSettingException::value)
                    .returns(
                        "a bisect of commits needs both ends, git:<good>..<bad>",
                        InvalidSettingException::reason));
  }
}
