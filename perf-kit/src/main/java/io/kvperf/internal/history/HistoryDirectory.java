package io.kvperf.internal.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** A history's directory: every contract's file in it, read whole. */
public final class HistoryDirectory {
  private final Path directory;

  /** The history kept under {@code directory}. */
  public HistoryDirectory(Path directory) {
    this.directory = directory;
  }

  /**
   * Every point of every contract's file, each file's in the order appended, the files by name; and
   * the lines no file could give.
   */
  public HistoryRead read() {
    List<Path> files;
    try (Stream<Path> listed = Files.list(directory)) {
      files =
          listed
              .filter(path -> path.getFileName().toString().endsWith(HistoryFile.SUFFIX))
              .filter(Files::isRegularFile)
              .sorted()
              .toList();
    } catch (NoSuchFileException e) {
      return new HistoryRead(List.of(), List.of());
    } catch (IOException e) {
      throw new UncheckedIOException("could not list the history directory " + directory, e);
    }
    List<HistoryPoint> points = new ArrayList<>();
    List<HistoryRead.Unread> unread = new ArrayList<>();
    for (Path file : files) {
      HistoryRead read = HistoryFile.at(file).read();
      points.addAll(read.points());
      unread.addAll(read.unread());
    }
    return new HistoryRead(points, unread);
  }
}
