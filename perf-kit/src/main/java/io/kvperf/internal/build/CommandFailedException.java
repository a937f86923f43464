package io.kvperf.internal.build;

import java.util.List;

/**
 * A command the kit ran for a compared build (git, Maven) that did not succeed: the command, how it
 * ended and what it printed, as values. Its message is {@link Commands.Result#describe}: the
 * command quoted, its exit code or why it ended, and its last lines.
 */
final class CommandFailedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final List<String> command;
  private final transient Commands.Result result;

  CommandFailedException(List<String> command, Commands.Result result) {
    super(result.describe(String.join(" ", command)));
    this.command = List.copyOf(command);
    this.result = result;
  }

  /** The program and its arguments, as run. */
  List<String> command() {
    return command;
  }

  /** How it ended and what it printed. */
  Commands.Result result() {
    return result;
  }
}
