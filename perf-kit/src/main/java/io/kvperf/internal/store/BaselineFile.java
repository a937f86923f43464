package io.kvperf.internal.store;

import io.kvperf.internal.store.BaselineFileException.Attempt;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One contract's baseline file on disk. A read is capped at {@link BaselineJson#MAX_BYTES} and
 * recognises a merge conflict before it parses. A write goes to a temporary file beside it ({@code
 * <file>.<random>.tmp}), forced to disk, then moved over the file, and the directory forced where
 * the platform allows: a reader sees the old file or the new one, never half of one, also after a
 * crash. A temporary file is removed on any failure; one left by a killed run is never read (it
 * does not end in {@code .json}) and is removed by the next update of the file.
 */
final class BaselineFile {
  /** The name of the baseline directory\'s update lock. */
  static final String LOCK_NAME = ".kvperf-update.lock";

  /** A line a merge conflict leaves: {@code <<<<<<< HEAD}, {@code >>>>>>> branch}. */
  private static final Pattern CONFLICT_MARKER = Pattern.compile("(?m)^(<{7}|>{7})(?: |$)");

  private final Path path;
  private final String contractId;

  BaselineFile(Path path, String contractId) {
    this.path = path;
    this.contractId = contractId;
  }

  Path path() {
    return path;
  }

  String contractId() {
    return contractId;
  }

  /**
   * The lock an update holds: one for the whole baseline directory, {@value #LOCK_NAME} at its top
   * (a file is {@code <directory>/<class>/<method>.json}), so that the lock adds no file beside the
   * baselines a project commits.
   */
  Path lockFile() {
    return path.getParent().resolveSibling(LOCK_NAME);
  }

  /**
   * Its document, checked; empty when there is no file.
   *
   * @throws BaselineFileException naming the file and what is wrong with it
   */
  Optional<BaselineDocument> read() {
    if (!Files.exists(path)) {
      return Optional.empty();
    }
    byte[] bytes;
    try (InputStream in = Files.newInputStream(path)) {
      bytes = in.readNBytes(Math.toIntExact(BaselineJson.MAX_BYTES + 1));
    } catch (IOException e) {
      throw BaselineFileException.refused(Attempt.READ, path, e.toString(), e);
    }
    if (bytes.length > BaselineJson.MAX_BYTES) {
      throw new BaselineFileException(
          path,
          Problem.TOO_LARGE,
          "the baseline file "
              + path
              + " is larger than "
              + BaselineJson.MAX_BYTES / (1024 * 1024)
              + " MiB, which no baseline of a few engines comes near; it was not read and was left"
              + " untouched. "
              + BaselineFileException.repairHint(path),
          null);
    }
    conflictMarker(bytes);
    return Optional.of(BaselineJson.read(path, contractId, bytes));
  }

  private void conflictMarker(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    Matcher marker = CONFLICT_MARKER.matcher(text);
    if (!marker.find()) {
      return;
    }
    long line = text.substring(0, marker.start()).chars().filter(c -> c == '\n').count() + 1;
    throw new BaselineFileException(
        path,
        Problem.CONFLICT_MARKERS,
        "the baseline file "
            + path
            + " holds the markers of a merge conflict ("
            + marker.group(1)
            + " at line "
            + line
            + "); it was left untouched. Take one side with git checkout --ours "
            + path
            + " or git checkout --theirs "
            + path
            + " (while the merge is in progress) and re-record what the other side measured, or"
            + " delete the file and re-record it with -Dkvperf.baseline=update",
        null);
  }

  /**
   * Replaces the file with {@code document}. The caller holds its {@linkplain #lockFile() lock}.
   *
   * @throws BaselineFileException of {@link Problem#NOT_WRITTEN}, the file as it was
   */
  void write(BaselineDocument document) {
    byte[] bytes = BaselineJson.write(document);
    Path directory = path.getParent();
    try {
      Files.createDirectories(directory);
      Path temporary = Files.createTempFile(directory, path.getFileName() + ".", ".tmp");
      try {
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
          ByteBuffer buffer = ByteBuffer.wrap(bytes);
          while (buffer.hasRemaining()) {
            channel.write(buffer);
          }
          channel.force(true);
        }
        moveOver(temporary, path);
        forceDirectory(directory);
      } finally {
        Files.deleteIfExists(temporary);
      }
    } catch (IOException e) {
      throw BaselineFileException.refused(Attempt.WRITE, path, e.toString(), e);
    }
  }

  /**
   * Removes the temporary files a killed update of this file left; the caller holds its lock, so
   * none of them is being written. Those of earlier kits ({@code <file><random>.tmp}) too.
   */
  void removeStaleTemporaries() {
    String name = path.getFileName().toString();
    DirectoryStream.Filter<Path> stale =
        candidate -> {
          String other = candidate.getFileName().toString();
          return other.startsWith(name) && other.endsWith(".tmp");
        };
    if (!Files.isDirectory(path.getParent())) {
      return;
    }
    try (DirectoryStream<Path> temporaries = Files.newDirectoryStream(path.getParent(), stale)) {
      for (Path temporary : temporaries) {
        Files.deleteIfExists(temporary);
      }
    } catch (IOException e) {
      throw new BaselineFileException(
          path,
          Problem.NOT_WRITTEN,
          "cannot remove the temporary files a killed update of " + path + " left: " + e,
          e);
    }
  }

  private static void moveOver(Path source, Path target) throws IOException {
    try {
      Files.move(
          source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(source, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /**
   * Forces the directory's entries, so that the move survives a crash. Windows cannot open a
   * directory as a channel; there the move is as durable as the file system makes it.
   */
  private static void forceDirectory(Path directory) {
    try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException e) {
      // Not supported here; the file itself was forced before the move.
    }
  }
}
