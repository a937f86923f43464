package io.kvperf.tck;

import io.kvperf.engine.DeclaredSettings;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.SettingDescriptor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The conformance kit's check of an engine's settings: each is described (what it sets, its
 * default), named once, replaces only an option the engine reports, and its table is in the
 * adapter's documentation exactly as {@link DeclaredSettings#markdownTable} renders it, so that the
 * docs cannot drift from the checks and reports.
 */
final class SettingsConformance {
  private SettingsConformance() {}

  static void check(KvEngine engine, Path document) throws IOException {
    List<SettingDescriptor<?>> settings = engine.settings();
    Set<String> names = new HashSet<>();
    for (SettingDescriptor<?> setting : settings) {
      String where = "engine '" + engine.id() + "', setting '" + setting.name() + "': ";
      if (!names.add(setting.name())) {
        throw new AssertionError(where + "declared twice");
      }
      if (setting.meaning().isBlank()) {
        throw new AssertionError(where + "says nothing of what it sets (SettingDescriptor.means)");
      }
      if (!setting.replacedOption().isEmpty()
          && !engine.options().containsKey(setting.replacedOption())) {
        throw new AssertionError(
            where
                + "replaces option '"
                + setting.replacedOption()
                + "', which the engine does not report; its options are "
                + engine.options().keySet());
      }
    }
    if (settings.isEmpty()) {
      return;
    }
    String table = DeclaredSettings.markdownTable(engine);
    String text =
        Files.exists(document) ? Files.readString(document, StandardCharsets.UTF_8) : "(missing)";
    if (!text.replace("\r\n", "\n").contains(table)) {
      throw new AssertionError(
          "engine '"
              + engine.id()
              + "' has settings, and "
              + document.toAbsolutePath()
              + " must show them as the kit renders them; put this table in it:\n\n"
              + table);
    }
  }
}
