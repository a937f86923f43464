package io.kvperf.engine;

/** Parsing of the values contracts give engine settings ({@link KvEngine#checkSettings}). */
public final class SettingValues {
  private SettingValues() {}

  /**
   * {@code value} as a whole number from {@code min} to {@code max}.
   *
   * @throws IllegalArgumentException naming the setting and the value otherwise
   */
  public static int wholeNumber(String name, String value, int min, int max) {
    try {
      int number = Integer.parseInt(value);
      if (number >= min && number <= max) {
        return number;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(
        name + " must be a whole number from " + min + " to " + max + ", was \"" + value + "\"");
  }
}
