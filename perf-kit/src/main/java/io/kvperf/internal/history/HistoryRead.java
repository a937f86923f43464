package io.kvperf.internal.history;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * What a history file held: its points in the order appended, and the lines that could not be read.
 *
 * @param points the points read
 * @param unread the lines skipped, each with why
 */
public record HistoryRead(List<HistoryPoint> points, List<Unread> unread) {
  /** Copies the lists. */
  public HistoryRead {
    points = List.copyOf(points);
    unread = List.copyOf(unread);
  }

  /**
   * A line of a history file that could not be read.
   *
   * @param file the file
   * @param lineNumber the line's number, from 1
   * @param why what is wrong with it
   */
  public record Unread(Path file, int lineNumber, String why) {
    /** Checks every field is present. */
    public Unread {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(why, "why");
    }

    /** {@code skipped line N of FILE: why}, as the console says it. */
    public String describe() {
      return "skipped line " + lineNumber + " of " + file + ": " + why;
    }
  }
}
