package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/** The history's settings, parsed once: unset keeps none; a bad mode names the key and value. */
class HistorySettingsTest {
  private static HistorySettings parse(Map<String, String> settings) {
    return HistorySettings.parse(key -> Optional.ofNullable(settings.get(key)));
  }

  @Test
  void unsetKeepsNoHistory() {
    assertThat(HistorySettings.none().appends()).isFalse();
    assertThat(HistorySettings.none().directory()).isEmpty();
  }

  @Test
  void aDirectoryAppendsUnlessTheModeOnlyReads() {
    HistorySettings appending = parse(Map.of(HistorySettings.DIR, "history"));
    assertThat(appending.appends()).isTrue();
    assertThat(appending.directory()).contains(Path.of("history").toAbsolutePath());

    HistorySettings reading =
        parse(Map.of(HistorySettings.DIR, "history", HistorySettings.MODE, "Read"));
    assertThat(reading.mode()).isEqualTo(HistorySettings.Mode.READ);
    assertThat(reading.appends()).isFalse();
  }

  @Test
  void commitAndBranchAreTakenAsNamed() {
    HistorySettings named =
        parse(Map.of(HistorySettings.COMMIT, " abc123 ", HistorySettings.BRANCH, "main"));
    assertThat(named.commit()).contains("abc123");
    assertThat(named.branch()).contains("main");
  }

  @Test
  void anUnknownModeOrABlankCommitIsRefused() {
    assertThatThrownBy(() -> parse(Map.of(HistorySettings.MODE, "sometimes")))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage("kvperf.history.mode = 'sometimes' is invalid: use append or read");
    assertThatThrownBy(() -> parse(Map.of(HistorySettings.COMMIT, " ")))
        .isInstanceOf(ExtensionConfigurationException.class);
  }
}
