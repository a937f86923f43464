package io.kvperf.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What the kit does with the settings an engine declares ({@link KvEngine#settings()}): checks a
 * contract's values, writes the options they put in effect into reports, and renders the table an
 * adapter's README shows. All three come from the same {@link SettingDescriptor}s.
 */
public final class DeclaredSettings {
  private DeclaredSettings() {}

  /**
   * Checks a contract's {@code settings} for {@code engine}: every name must be one of its settings
   * and every value must parse.
   *
   * @throws IllegalArgumentException naming the setting and its value
   */
  public static void check(KvEngine engine, Map<String, String> settings) {
    settings.forEach((name, value) -> descriptor(engine, name).parse(value));
  }

  /**
   * The options in effect under a contract's {@code settings}, for reports: the engine's {@link
   * KvEngine#options()}, each setting given written over them under its own name (as its {@link
   * SettingDescriptor#reportedAs} says, marked as set by the contract) and the option it replaces
   * removed.
   */
  public static Map<String, String> options(KvEngine engine, Map<String, String> settings) {
    if (settings.isEmpty()) {
      return engine.options();
    }
    Map<String, String> options = new TreeMap<>(engine.options());
    settings.forEach(
        (name, value) -> {
          SettingDescriptor<?> setting = descriptor(engine, name);
          options.remove(setting.replacedOption());
          options.put(name, setting.reported(value) + " (set by the contract)");
        });
    return options;
  }

  /**
   * The Markdown table of {@code engine}'s settings that its adapter's README shows, which the
   * conformance kit checks is there; empty for an engine without settings.
   */
  public static String markdownTable(KvEngine engine) {
    List<SettingDescriptor<?>> settings = engine.settings();
    if (settings.isEmpty()) {
      return "";
    }
    return "| setting (`@EngineSetting(engine = \""
        + engine.id()
        + "\", name = …)`) | what it sets | values | default |\n|---|---|---|---|\n"
        + settings.stream()
            .map(
                setting ->
                    "| `"
                        + setting.name()
                        + "` | "
                        + setting.meaning()
                        + " | "
                        + setting.values()
                        + " | "
                        + setting.defaultValue()
                        + " |\n")
            .collect(Collectors.joining());
  }

  /** The settings every engine takes, which the kit applies itself. */
  public static final List<SettingDescriptor<?>> KIT_SETTINGS = List.of(AfterPreload.SETTING);

  private static SettingDescriptor<?> descriptor(KvEngine engine, String name) {
    Optional<SettingDescriptor<?>> kit =
        KIT_SETTINGS.stream().filter(setting -> setting.name().equals(name)).findFirst();
    if (kit.isPresent()) {
      return kit.get();
    }
    List<SettingDescriptor<?>> settings = engine.settings();
    Optional<SettingDescriptor<?>> found =
        settings.stream().filter(setting -> setting.name().equals(name)).findFirst();
    return found.orElseThrow(
        () ->
            new IllegalArgumentException(
                "engine '"
                    + engine.id()
                    + "' has no setting '"
                    + name
                    + "'; it has "
                    + (settings.isEmpty()
                        ? "none"
                        : settings.stream()
                            .map(SettingDescriptor::name)
                            .collect(Collectors.joining(", ")))
                    + ", and every engine has the kit's "
                    + KIT_SETTINGS.stream()
                        .map(SettingDescriptor::name)
                        .collect(Collectors.joining(", "))));
  }
}
