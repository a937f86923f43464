package io.kvperf.internal.build;

import java.util.Objects;

/**
 * A commit of a bisect ({@code git:<good>..<bad>}) between its ends that cannot be built here: the
 * commit and why, as values. Its message is {@link #reason()} alone, the cause of the gap the
 * search steps around (the setting itself is valid); its cause, where there is one, is the command
 * that failed ({@link CommandFailedException}).
 */
final class UnbuildableCommitException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String commit;
  private final String reason;

  /** {@code commit} cannot be built, for {@code reason}, found by {@code cause} where not null. */
  UnbuildableCommitException(String commit, String reason, Throwable cause) {
    super(reason, cause);
    this.commit = Objects.requireNonNull(commit, "commit");
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /** The commit, its full name. */
  String commit() {
    return commit;
  }

  /** Why it cannot be built. */
  String reason() {
    return reason;
  }
}
