package io.kvperf.internal.history;

import io.kvperf.internal.files.SafeFileName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * One contract's history: a file of JSON lines, one point per line, under the history's directory.
 * Points are only ever appended, under the file's lock and forced to disk, so that runs of other
 * contracts never touch it and a git branch holding it merges without conflicts. A line that cannot
 * be read (a torn write, a hand edit) is skipped and named, never dropped from the file.
 */
public final class HistoryFile {
  /** The file name's suffix. */
  static final String SUFFIX = ".jsonl";

  private final Path file;

  private HistoryFile(Path file) {
    this.file = file;
  }

  /** The history file of {@code contract} under {@code directory}. */
  public static HistoryFile of(Path directory, String contract) {
    return new HistoryFile(directory.resolve(SafeFileName.of(contract) + SUFFIX));
  }

  /** The history file at {@code file}. */
  static HistoryFile at(Path file) {
    return new HistoryFile(file);
  }

  /** This file's path. */
  public Path path() {
    return file;
  }

  /** Appends {@code points}, each as one line, after whatever the file holds. */
  public void append(List<HistoryPoint> points) {
    if (points.isEmpty()) {
      return;
    }
    StringBuilder lines = new StringBuilder();
    points.forEach(point -> lines.append(HistoryJson.line(point)).append('\n'));
    try {
      Files.createDirectories(file.getParent());
      try (FileChannel channel =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
        // Held until the channel closes: a run of the same contract elsewhere appends after.
        FileLock lock = channel.lock();
        long end = lock.channel().size();
        // A torn last line stays as it is, on its own line, and is reported when read.
        String start = end > 0 && !endsWithNewline(channel, end) ? "\n" : "";
        ByteBuffer bytes = ByteBuffer.wrap((start + lines).getBytes(StandardCharsets.UTF_8));
        long position = end;
        while (bytes.hasRemaining()) {
          position += channel.write(bytes, position);
        }
        channel.force(true);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not append to the history file " + file, e);
    }
  }

  /** Every point the file holds, in the order appended, and the lines that could not be read. */
  public HistoryRead read() {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return new HistoryRead(List.of(), List.of());
    } catch (IOException e) {
      throw new UncheckedIOException("could not read the history file " + file, e);
    }
    List<HistoryPoint> points = new ArrayList<>();
    List<HistoryRead.Unread> unread = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank()) {
        continue;
      }
      try {
        points.add(HistoryJson.point(line));
      } catch (IllegalArgumentException e) {
        unread.add(new HistoryRead.Unread(file, i + 1, e.getMessage()));
      }
    }
    return new HistoryRead(points, unread);
  }

  private static boolean endsWithNewline(FileChannel channel, long size) throws IOException {
    ByteBuffer last = ByteBuffer.allocate(1);
    channel.read(last, size - 1);
    return last.get(0) == '\n';
  }
}
