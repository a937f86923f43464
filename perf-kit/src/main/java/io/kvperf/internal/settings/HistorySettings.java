package io.kvperf.internal.settings;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Whether and where a run keeps its history, parsed once with the run's settings:
 *
 * <ul>
 *   <li>{@code kvperf.history.dir}: the directory of the history files, one per contract; unset,
 *       the run keeps no history;
 *   <li>{@code kvperf.history.mode}: {@code append} (the default) adds this run's points, {@code
 *       read} only reads them (a pull request's run);
 *   <li>{@code kvperf.history.commit}, {@code kvperf.history.branch}: the commit and branch the
 *       points are of, where git cannot tell (a CI checkout of a detached HEAD names no branch).
 * </ul>
 *
 * @param directory the history's directory, empty when the run keeps none
 * @param mode whether this run appends its points
 * @param commit the commit named by a setting, empty to ask git
 * @param branch the branch named by a setting, empty to ask git
 */
public record HistorySettings(
    Optional<Path> directory, Mode mode, Optional<String> commit, Optional<String> branch) {
  /** The setting naming the directory. */
  public static final String DIR = "kvperf.history.dir";

  /** The setting saying whether this run appends. */
  public static final String MODE = "kvperf.history.mode";

  /** The setting naming the commit. */
  public static final String COMMIT = "kvperf.history.commit";

  /** The setting naming the branch. */
  public static final String BRANCH = "kvperf.history.branch";

  /** Whether a run adds to the history. */
  public enum Mode {
    /** This run's points are appended. */
    APPEND,
    /** The history is read and never written. */
    READ
  }

  /** Checks every field is present. */
  public HistorySettings {
    Objects.requireNonNull(directory, "directory");
    Objects.requireNonNull(mode, "mode");
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(branch, "branch");
  }

  /** No history: the settings when none is given. */
  public static HistorySettings none() {
    return parse(key -> Optional.empty());
  }

  /** Whether this run appends its points to a history. */
  public boolean appends() {
    return directory.isPresent() && mode == Mode.APPEND;
  }

  /** The settings of the history among {@code parameters}, or an error naming a bad one. */
  public static HistorySettings parse(Function<String, Optional<String>> parameters) {
    Optional<Path> directory =
        parameters.apply(DIR).filter(text -> !text.isBlank()).map(HistorySettings::directory);
    Mode mode =
        parameters
            .apply(MODE)
            .map(text -> EnumSetting.parse(Mode.class, MODE, text, "append or read"))
            .orElse(Mode.APPEND);
    return new HistorySettings(
        directory, mode, named(parameters, COMMIT), named(parameters, BRANCH));
  }

  private static Path directory(String text) {
    try {
      return Path.of(text.trim()).toAbsolutePath().normalize();
    } catch (InvalidPathException e) {
      throw new ExtensionConfigurationException(DIR + " = '" + text + "' is not a valid path", e);
    }
  }

  private static Optional<String> named(Function<String, Optional<String>> parameters, String key) {
    Optional<String> value = parameters.apply(key).map(String::trim);
    if (value.isPresent() && (value.get().isEmpty() || value.get().contains("\n"))) {
      throw new ExtensionConfigurationException(
          key + " = '" + value.get() + "' is invalid: name one commit or branch on one line");
    }
    return value;
  }
}
