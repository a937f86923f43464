package io.kvperf.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NativeAccessTest {
  @Test
  void theOptionIsGivenFromJdk24OnOnly() {
    assertThat(NativeAccess.jvmArgs(Runtime.Version.parse("17.0.15"))).isEmpty();
    assertThat(NativeAccess.jvmArgs(Runtime.Version.parse("23"))).isEmpty();
    assertThat(NativeAccess.jvmArgs(Runtime.Version.parse("24")))
        .containsExactly("--enable-native-access=ALL-UNNAMED");
    assertThat(NativeAccess.jvmArgs(Runtime.Version.parse("25.0.1")))
        .containsExactly("--enable-native-access=ALL-UNNAMED");
  }
}
