package io.kvperf.internal.store;

import io.kvperf.internal.stats.FigureRule;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A baseline file cannot be read or written; it is left as it was. Its {@link #problem()} says what
 * is wrong, its message names the file (and, for a bad figure, the entry and the field) and how to
 * repair it.
 */
public final class BaselineFileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What is wrong with a baseline file. */
  public enum Problem {
    /** The file system refused to read it. */
    UNREADABLE,
    /** It is larger than {@link BaselineJson#MAX_BYTES}. */
    TOO_LARGE,
    /** It holds the markers a merge conflict leaves ({@code <<<<<<<}, {@code >>>>>>>}). */
    CONFLICT_MARKERS,
    /**
     * It is not a baseline document: invalid JSON, truncated, too deeply nested, or a field of the
     * wrong type or missing.
     */
    CORRUPT,
    /** It was written by a kit of a newer {@link BaselineJson#FORMAT_VERSION}. */
    NEWER_FORMAT,
    /** It names another contract than the one its path belongs to. */
    OTHER_CONTRACT,
    /** Its path is not {@code <directory>/<contract class>/<method>.json}. */
    MISPLACED,
    /** A figure in it is out of its range ({@link #figure()}). */
    INVALID_FIGURE,
    /** It could not be written, or its lock not taken; the file is as it was. */
    NOT_WRITTEN
  }

  /**
   * A figure out of its range.
   *
   * @param engine the engine of the entry that holds it
   * @param scale the scale of that entry
   * @param run the run of the fork that holds it, or {@code null} for a figure of the entry
   * @param field where it is in the entry, by its JSON names ({@code forks[2].opsPerSecond})
   * @param value the value as read, {@code null} for a JSON {@code null}
   * @param rule the range it breaks
   */
  public record InvalidFigure(
      String engine, String scale, String run, String field, Double value, FigureRule rule) {}

  private final transient Path file;
  private final Problem problem;
  private final transient InvalidFigure figure;

  BaselineFileException(Path file, Problem problem, String message, Throwable cause) {
    this(file, problem, null, message, cause);
  }

  BaselineFileException(
      Path file, Problem problem, InvalidFigure figure, String message, Throwable cause) {
    super(message, cause);
    this.file = Objects.requireNonNull(file, "file");
    this.problem = Objects.requireNonNull(problem, "problem");
    this.figure = figure;
  }

  /** What to do with {@code file}, which cannot be read, for messages. */
  static String repairHint(Path file) {
    return "Fix it, restore it from version control (git checkout -- "
        + file
        + "), or delete it and re-record with -Dkvperf.baseline=update";
  }

  /** The baseline file. */
  public Path file() {
    return file;
  }

  /** What is wrong with it. */
  public Problem problem() {
    return problem;
  }

  /** The figure out of its range, for {@link Problem#INVALID_FIGURE}. */
  public Optional<InvalidFigure> figure() {
    return Optional.ofNullable(figure);
  }
}
