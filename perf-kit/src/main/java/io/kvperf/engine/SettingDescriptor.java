package io.kvperf.engine;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One setting an engine accepts from contracts ({@code @EngineSetting}), described once: its name,
 * what it sets, its values and parser, its default, and how reports show it. The kit checks a
 * contract's value against it in the test JVM before anything is forked, writes it into the
 * reports' options, and renders the adapter's settings table from it ({@link DeclaredSettings});
 * the engine reads the typed value with {@link #in(StoreContext)} when it opens a store.
 *
 * <pre>{@code
 * static final SettingDescriptor<Integer> CACHE_PERCENT =
 *     SettingDescriptor.wholeNumber("cachePercent", 1, 90)
 *         .means("the cache as a percentage of the fork's maximum heap")
 *         .byDefault("a fixed 64 MB")
 *         .reportedAs(percent -> percent + " % of the fork's maximum heap")
 *         .replacing("cacheSizeBytes");
 * }</pre>
 *
 * @param <T> the type of the parsed value
 */
public final class SettingDescriptor<T> {
  private final String name;
  private final String values;
  private final Function<String, T> parser;
  private final String meaning;
  private final String defaultValue;
  private final Function<T, String> reported;
  private final String replacedOption;

  private SettingDescriptor(
      String name,
      String values,
      Function<String, T> parser,
      String meaning,
      String defaultValue,
      Function<T, String> reported,
      String replacedOption) {
    this.name = name;
    this.values = values;
    this.parser = parser;
    this.meaning = meaning;
    this.defaultValue = defaultValue;
    this.reported = reported;
    this.replacedOption = replacedOption;
  }

  /**
   * A setting of values parsed by {@code parser}, which throws {@link IllegalArgumentException} for
   * a value outside {@code values}, a short description such as {@code "one of on, off"}.
   */
  public static <T> SettingDescriptor<T> of(
      String name, String values, Function<String, T> parser) {
    if (!name.matches("[a-z][A-Za-z0-9]*")) {
      throw new IllegalArgumentException(
          "a setting's name is a Java-style identifier (cachePercent), was \"" + name + "\"");
    }
    return new SettingDescriptor<>(
        name, values, Objects.requireNonNull(parser), "", "the engine's own", String::valueOf, "");
  }

  /** A setting of whole numbers from {@code min} to {@code max}. */
  public static SettingDescriptor<Integer> wholeNumber(String name, int min, int max) {
    return of(
        name,
        String.format(Locale.ROOT, "a whole number from %,d to %,d", min, max),
        value -> {
          try {
            int number = Integer.parseInt(value.strip());
            if (number >= min && number <= max) {
              return number;
            }
          } catch (NumberFormatException e) {
            // reported below
          }
          throw new IllegalArgumentException(value);
        });
  }

  /** This setting, saying what it sets (for the settings table). */
  public SettingDescriptor<T> means(String meaning) {
    return new SettingDescriptor<>(
        name, values, parser, meaning, defaultValue, reported, replacedOption);
  }

  /** This setting, saying what holds when a contract does not set it. */
  public SettingDescriptor<T> byDefault(String defaultValue) {
    return new SettingDescriptor<>(
        name, values, parser, meaning, defaultValue, reported, replacedOption);
  }

  /** This setting, describing a value in reports (by default the value as written). */
  public SettingDescriptor<T> reportedAs(Function<T, String> reported) {
    return new SettingDescriptor<>(
        name, values, parser, meaning, defaultValue, reported, replacedOption);
  }

  /**
   * This setting, removing the engine's {@link KvEngine#options() option} {@code option} from
   * reports where a contract sets it, because the setting replaces what that option says.
   */
  public SettingDescriptor<T> replacing(String option) {
    return new SettingDescriptor<>(name, values, parser, meaning, defaultValue, reported, option);
  }

  /** The name contracts give it in {@code @EngineSetting(name = …)}. */
  public String name() {
    return name;
  }

  /** Its values, e.g. {@code "a whole number from 1 to 90"}. */
  public String values() {
    return values;
  }

  /** What it sets; empty if not said. */
  public String meaning() {
    return meaning;
  }

  /** What holds when a contract does not set it. */
  public String defaultValue() {
    return defaultValue;
  }

  /** The option it replaces in reports; empty for none. */
  public String replacedOption() {
    return replacedOption;
  }

  /**
   * {@code value} parsed.
   *
   * @throws IllegalArgumentException naming the setting, the value and the values it takes
   */
  public T parse(String value) {
    try {
      return parser.apply(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          name + " must be " + values + ", was \"" + value + "\"", e);
    }
  }

  /** How reports show {@code value}. */
  public String reported(String value) {
    return reported.apply(parse(value));
  }

  /** The value {@code settings} give this setting, parsed; empty if they do not set it. */
  public Optional<T> in(Map<String, String> settings) {
    String value = settings.get(name);
    return value == null ? Optional.empty() : Optional.of(parse(value));
  }

  /** The value the contract gives this setting for the store being opened; empty if none. */
  public Optional<T> in(StoreContext context) {
    return in(context.settings());
  }

  @Override
  public String toString() {
    return name + " (" + values + ")";
  }
}
