package io.kvperf.internal.build;

import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.InvalidSettingException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Git, run for a build of {@code kvperf.compare}: its output, or the error of the build it serves,
 * with the failed command ({@link CommandFailedException}) as its cause. The error names what was
 * being built: for the setting's own value, {@code key = 'value' is invalid: why} ({@link
 * InvalidSettingException}); for one commit of a bisect, why it could not be built ({@link
 * UnbuildableCommitException}), a gap the search steps around.
 *
 * @param <E> the error of the build
 */
final class GitCommand<E extends IllegalArgumentException> {
  /** How long one git command may take. */
  private static final Duration DEADLINE = Duration.ofMinutes(5);

  /** The error of the build, from why it failed and the command that failed, where one did. */
  private final BiFunction<String, CommandFailedException, E> error;

  private GitCommand(BiFunction<String, CommandFailedException, E> error) {
    this.error = error;
  }

  /**
   * Git for {@code value} of {@code kvperf.compare}, whose errors are that the value is invalid.
   */
  static GitCommand<InvalidSettingException> forSetting(String value) {
    return new GitCommand<>(
        (why, cause) -> new InvalidSettingException(CompareSettings.BUILD, value, why, cause));
  }

  /** Git for {@code commit}, one step of a bisect, whose errors say why it could not be built. */
  static GitCommand<UnbuildableCommitException> forStep(String commit) {
    return new GitCommand<>((why, cause) -> new UnbuildableCommitException(commit, why, cause));
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
          meaning.isEmpty() ? "" : meaning + ": ",
          new CommandFailedException(command(arguments), result));
    }
    return result.output().strip();
  }

  /** The error that {@code git arguments} ended as {@code result}, which did not succeed. */
  E failed(Commands.Result result, String... arguments) {
    return invalid("", new CommandFailedException(command(arguments), result));
  }

  /** The error that {@code why} the build cannot be had. */
  E invalid(String why) {
    return error.apply(why, null);
  }

  /** The error that {@code why}, then how {@code failed} failed, the build cannot be had. */
  E invalid(String why, CommandFailedException failed) {
    return error.apply(why + failed.getMessage(), failed);
  }

  private static List<String> command(String... arguments) {
    List<String> command = new ArrayList<>();
    command.add("git");
    command.addAll(List.of(arguments));
    return command;
  }
}
