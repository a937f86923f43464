package io.kvperf.internal.junit;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Which run holds the host's kvperf lock ({@link RunLock}): a line in a file beside the lock,
 * {@value #FILE_NAME}, which the holder writes once it has the lock ({@link RunDescription}) and
 * empties when it lets go, and which a run that waits reads. The lock file itself stays empty, so
 * that reading who holds it never touches a locked range (Windows' locks are mandatory).
 */
final class RunHolder {
  /** The file's name, beside the lock and named after it. */
  static final String FILE_NAME = "kvperf.lock.holder";

  /** The most of the file a waiting run reads: a description is one short line. */
  private static final int MOST_BYTES = 4096;

  private final Path file;

  RunHolder(Path file) {
    this.file = file;
  }

  /**
   * Says that this run holds the lock: its pid, start, directory and user. A file this run may not
   * write (another user's, a symbolic link) is left as it is and the run goes on, saying so to
   * {@code notices}: it holds the lock all the same, and a waiting run then only cannot name it.
   */
  void write(Consumer<LockNotice> notices) {
    try (FileChannel channel = SharedTempFile.open(file)) {
      channel.truncate(0);
      channel.write(
          ByteBuffer.wrap(RunDescription.ofThisRun().line().getBytes(StandardCharsets.UTF_8)), 0);
      channel.force(false);
    } catch (IOException | ExtensionConfigurationException e) {
      notices.accept(new LockNotice.HolderNotWritten(file, e));
    }
  }

  /**
   * Empties the file, as the run that wrote it lets go of the lock; the next holder writes over it.
   */
  void clear() {
    try (FileChannel channel = SharedTempFile.open(file)) {
      channel.truncate(0);
    } catch (IOException | ExtensionConfigurationException e) {
      // What is left names a run that holds no lock, and is read only while another run holds it.
    }
  }

  /**
   * The holder as it described itself, or what is known when it did not: a run that dies leaves its
   * line behind, but then holds no lock, and the next holder writes over it.
   */
  String read() {
    String text;
    try {
      BasicFileAttributes attributes =
          Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      if (!attributes.isRegularFile()) {
        return "a run that cannot say which: " + file + " is not a regular file";
      }
      try (SeekableByteChannel channel =
          Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
        ByteBuffer buffer = ByteBuffer.allocate(MOST_BYTES);
        int read;
        do {
          read = channel.read(buffer);
        } while (read > 0 && buffer.hasRemaining());
        text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
      }
    } catch (NoSuchFileException e) {
      text = "";
    } catch (IOException e) {
      return "a run that cannot say which: " + file + " cannot be read (" + e + ")";
    }
    return text.isEmpty() ? "a run that has not said which" : text;
  }
}
