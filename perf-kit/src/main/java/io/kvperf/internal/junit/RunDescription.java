package io.kvperf.internal.junit;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which run holds the host's kvperf lock, as its holder's file ({@link RunHolder}) keeps it on one
 * line: {@code pid 1234, since 2026-…Z, in /path/to/project, by user alice}.
 *
 * @param pid the run's process id
 * @param since when it took the lock
 * @param directory its working directory
 * @param user the user it runs as
 */
record RunDescription(long pid, Instant since, Path directory, String user) {
  private static final Pattern LINE =
      Pattern.compile("pid (\\d+), since (\\S+), in (.*), by user (.*)");

  /** Checks the values are present. */
  RunDescription {
    Objects.requireNonNull(since, "since");
    Objects.requireNonNull(directory, "directory");
    Objects.requireNonNull(user, "user");
  }

  /** This run, taking the lock now. */
  static RunDescription ofThisRun() {
    return new RunDescription(
        ProcessHandle.current().pid(),
        Instant.now(),
        Path.of("").toAbsolutePath(),
        System.getProperty("user.name"));
  }

  /** The description {@code line} holds; empty when it holds none, as a file another wrote may. */
  static Optional<RunDescription> parse(String line) {
    Matcher matcher = LINE.matcher(line.strip());
    if (!matcher.matches()) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new RunDescription(
              Long.parseLong(matcher.group(1)),
              Instant.parse(matcher.group(2)),
              Path.of(matcher.group(3)),
              matcher.group(4)));
    } catch (NumberFormatException | DateTimeParseException e) {
      return Optional.empty();
    }
  }

  /** The line the holder's file keeps. */
  String line() {
    return "pid " + pid + ", since " + since + ", in " + directory + ", by user " + user;
  }
}
