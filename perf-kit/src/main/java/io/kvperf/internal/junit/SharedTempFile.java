package io.kvperf.internal.junit;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Opens a file that every user of the host shares in a directory they all write to (the temporary
 * directory), for reading and writing, without letting another user redirect it:
 *
 * <ul>
 *   <li>an existing file is opened as it is, without {@code O_CREAT} (which Linux refuses on
 *       another user's file in a sticky directory under {@code fs.protected_regular}), and never
 *       through a symbolic link;
 *   <li>an absent file is created with {@code O_EXCL}, which follows no link either, then made
 *       readable and writable by every user ({@code 0666}: the umask applies at creation), so that
 *       the next user's run can open it;
 *   <li>a path that is a symbolic link, a directory or anything but a regular file is refused,
 *       naming it, and left as it is.
 * </ul>
 */
final class SharedTempFile {
  /** How often an open is tried again when another run creates or removes the file meanwhile. */
  private static final int ATTEMPTS = 3;

  private SharedTempFile() {}

  /**
   * {@code file}, open for reading and writing.
   *
   * @throws ExtensionConfigurationException naming {@code file} when it is not a regular file
   * @throws IOException when it cannot be opened or created
   */
  static FileChannel open(Path file) throws IOException {
    for (int attempt = 1; ; attempt++) {
      try {
        refuseAnythingButARegularFile(file);
        return FileChannel.open(
            file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
      } catch (NoSuchFileException absent) {
        try {
          FileChannel created =
              FileChannel.open(
                  file,
                  StandardOpenOption.CREATE_NEW,
                  StandardOpenOption.READ,
                  StandardOpenOption.WRITE);
          shareWithEveryone(file);
          return created;
        } catch (FileAlreadyExistsException raced) {
          if (attempt == ATTEMPTS) {
            throw raced;
          }
        }
      } catch (FileSystemException e) {
        // A link put in place between the look and the open: name it as such.
        refuseAnythingButARegularFile(file);
        throw e;
      }
    }
  }

  /**
   * Returns when {@code file} is a regular file or absent.
   *
   * @throws ExtensionConfigurationException naming it otherwise
   */
  private static void refuseAnythingButARegularFile(Path file) throws IOException {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException absent) {
      return;
    }
    if (!attributes.isRegularFile()) {
      throw new ExtensionConfigurationException(
          "kvperf will not use "
              + file
              + ": it is "
              + (attributes.isSymbolicLink()
                  ? "a symbolic link"
                  : attributes.isDirectory() ? "a directory" : "not a regular file")
              + ", where kvperf keeps a regular file that every user's run opens; remove it, or"
              + " give this run another java.io.tmpdir");
    }
  }

  /** Makes {@code file} readable and writable by every user, where the file system has modes. */
  private static void shareWithEveryone(Path file) throws IOException {
    PosixFileAttributeView view =
        Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    if (view != null) {
      view.setPermissions(PosixFilePermissions.fromString("rw-rw-rw-"));
    }
  }
}
