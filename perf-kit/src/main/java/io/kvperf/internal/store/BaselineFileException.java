package io.kvperf.internal.store;

import io.kvperf.internal.stats.FigureRule;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A baseline file cannot be read or written; it is left as it was. Its {@link #problem()} says what
 * is wrong, with the {@link #file()}, and where a field of it is at fault, the field and its value
 * ({@link #figure()}, {@link #found()}); its message names the file (and, for a bad figure, the
 * entry and the field) and how to repair it. A file the JSON parser refuses has the parser's
 * exception as its cause.
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

  /**
   * A field of the document whose value is what is wrong.
   *
   * @param field its JSON name, {@code contract} or {@code formatVersion}
   * @param value its value as the file writes it, in JSON: {@code 2}, {@code "one"}, {@code
   *     "x.Y#z"}
   */
  public record Found(String field, String value) {}

  /** What the kit tried to do with a baseline file when the file system refused it. */
  enum Attempt {
    /** Read it. */
    READ("read", Problem.UNREADABLE, "untouched"),
    /** Replace it with a new document. */
    WRITE("write", Problem.NOT_WRITTEN, "as it was"),
    /** Take its lock to update it. */
    UPDATE("update", Problem.NOT_WRITTEN, "as it was");

    private final String verb;
    private final Problem problem;
    private final String left;

    Attempt(String verb, Problem problem, String left) {
      this.verb = verb;
      this.problem = problem;
      this.left = left;
    }
  }

  private final transient Path file;
  private final Problem problem;
  private final transient InvalidFigure figure;
  private final transient Found found;

  BaselineFileException(Path file, Problem problem, String message, Throwable cause) {
    this(file, problem, null, null, message, cause);
  }

  BaselineFileException(
      Path file, Problem problem, InvalidFigure figure, String message, Throwable cause) {
    this(file, problem, figure, null, message, cause);
  }

  BaselineFileException(Path file, Problem problem, Found found, String message) {
    this(file, problem, null, found, message, null);
  }

  private BaselineFileException(
      Path file,
      Problem problem,
      InvalidFigure figure,
      Found found,
      String message,
      Throwable cause) {
    super(message, cause);
    this.file = Objects.requireNonNull(file, "file");
    this.problem = Objects.requireNonNull(problem, "problem");
    this.figure = figure;
    this.found = found;
  }

  /**
   * The file system refused {@code attempt} on {@code file}, for {@code why}: {@code cannot write
   * the baseline file <file>: <why>; it was left as it was}.
   */
  static BaselineFileException refused(Attempt attempt, Path file, String why, Throwable cause) {
    return new BaselineFileException(
        file,
        attempt.problem,
        "cannot "
            + attempt.verb
            + " the baseline file "
            + file
            + ": "
            + why
            + "; it was left "
            + attempt.left,
        cause);
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

  /**
   * The field whose value is wrong: the {@code contract} of {@link Problem#OTHER_CONTRACT}, the
   * {@code formatVersion} of {@link Problem#NEWER_FORMAT} or of a {@link Problem#CORRUPT} file
   * whose version is no whole number from 1.
   */
  public Optional<Found> found() {
    return Optional.ofNullable(found);
  }
}
