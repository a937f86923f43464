package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** A mode's setting names its constant in any case, spaces aside, or fails naming the key. */
class EnumSettingTest {

  @Test
  void aConstantIsNamedInAnyCase() {
    assertThat(EnumSetting.parse(LockMode.class, "kvperf.lock", " Fail ", "wait or fail"))
        .isEqualTo(LockMode.FAIL);
    assertThat(CompareMode.parse("kvperf.compare.mode", "jvm")).isEqualTo(CompareMode.JVM);
  }

  @Test
  void anythingElseNamesTheKeyTheValueAndWhatToUse() {
    assertThatThrownBy(() -> EnumSetting.parse(LockMode.class, "kvperf.lock", "soon", "wait"))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage("kvperf.lock = 'soon' is invalid: use wait")
        .hasCauseInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> ComparePreload.parse("twice"))
        .hasMessage(
            "kvperf.compare.preload = 'twice' is invalid: use each (each fork preloads its own"
                + " store) or once (every fork opens a copy of one)");
  }
}
