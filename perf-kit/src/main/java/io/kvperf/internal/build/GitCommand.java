package io.kvperf.internal.build;

import io.kvperf.internal.settings.CompareSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Git, run for a build of {@code kvperf.compare}: its output, or an error that says which command
 * failed and how, after {@code errorPrefix}.
 *
 * @param errorPrefix what each error opens with: the setting and its value where the value is what
 *     failed, empty where the error is the cause of one step of a bisect that could not run
 */
record GitCommand(String errorPrefix) {
  /** How long one git command may take. */
  private static final Duration DEADLINE = Duration.ofMinutes(5);

  /** Git for {@code value} of {@code kvperf.compare}, whose errors name the setting and value. */
  static GitCommand forSetting(String value) {
    return new GitCommand(CompareSettings.BUILD + " = '" + value + "' is invalid: ");
  }

  /** Git for one step of a bisect, whose errors are the step's cause of not running. */
  static GitCommand forStep() {
    return new GitCommand("");
  }

  /** What {@code git arguments} did in {@code directory}, failed or not. */
  Commands.Result run(Path directory, String... arguments) {
    return Commands.run(directory, command(arguments), DEADLINE);
  }

  /** The output of {@code git arguments} in {@code directory}, stripped. */
  String output(Path directory, String... arguments) {
    return outputOr(directory, "", arguments);
  }

  /**
   * The output of {@code git arguments} in {@code directory}, stripped, or an error that opens with
   * {@code meaning} (what the failure means, where it is not empty).
   */
  String outputOr(Path directory, String meaning, String... arguments) {
    Commands.Result result = run(directory, arguments);
    if (!result.succeeded()) {
      throw invalid(
          (meaning.isEmpty() ? "" : meaning + ": ")
              + result.describe(String.join(" ", command(arguments))));
    }
    return result.output().strip();
  }

  /** The error that {@code why} the build cannot be had. */
  IllegalArgumentException invalid(String why) {
    return new IllegalArgumentException(errorPrefix + why);
  }

  private static List<String> command(String... arguments) {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(arguments));
    return command;
  }
}
