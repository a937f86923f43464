package io.kvperf.internal.protocol;

import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * A file between the test JVM and a fork (a plan, a fork's metrics) that cannot be read: the file,
 * what it is, the {@link Problem}, and for a file of another format version, the version it has.
 * The message, made here from them, names the file and why.
 */
final class ForkFileException extends IOException {
  private static final long serialVersionUID = 1L;

  /** Why the file cannot be read. */
  enum Problem {
    /** It has more bytes than a fork file may. */
    TOO_LARGE,
    /** It is of another format version than this kvperf reads, or has no kvperf header. */
    OTHER_VERSION,
    /** It is truncated, breaks the stream's grammar or a record's invariants, or passes limits. */
    CORRUPT
  }

  private final transient Path file;
  private final Problem problem;
  private final Integer formatVersion;

  /** A file whose message is {@code the <what> <file> <predicate>}. */
  private ForkFileException(
      Path file,
      String what,
      Problem problem,
      Integer formatVersion,
      String predicate,
      Throwable cause) {
    super("the " + what + " " + file + " " + predicate, cause);
    this.file = file;
    this.problem = problem;
    this.formatVersion = formatVersion;
  }

  /** The {@code what} at {@code file} has {@code size} bytes, more than {@code most}. */
  static ForkFileException tooLarge(Path file, String what, long size, long most) {
    return new ForkFileException(
        file,
        what,
        Problem.TOO_LARGE,
        null,
        "is corrupt: it has " + size + " bytes, more than the " + most + " a fork file may have",
        null);
  }

  /**
   * The {@code what} at {@code file} has format {@code version} ({@link OptionalInt#empty()}: no
   * kvperf header), where this kvperf reads {@code read}.
   */
  static ForkFileException otherVersion(Path file, String what, OptionalInt version, int read) {
    return new ForkFileException(
        file,
        what,
        Problem.OTHER_VERSION,
        version.isPresent() ? version.getAsInt() : null,
        "has format version "
            + (version.isPresent() ? String.valueOf(version.getAsInt()) : "(none)")
            + ", but this kvperf reads version "
            + read
            + ": the test JVM and the fork run different kvperf versions",
        null);
  }

  /** The {@code what} at {@code file} is corrupt: {@code why}, found by {@code cause}. */
  static ForkFileException corrupt(Path file, String what, String why, Throwable cause) {
    return new ForkFileException(file, what, Problem.CORRUPT, null, "is corrupt: " + why, cause);
  }

  /** The file. */
  Path file() {
    return file;
  }

  /** Why it cannot be read. */
  Problem problem() {
    return problem;
  }

  /** The format version of a file of {@link Problem#OTHER_VERSION}; empty when it has none. */
  OptionalInt formatVersion() {
    return formatVersion == null ? OptionalInt.empty() : OptionalInt.of(formatVersion);
  }
}
