package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.kvperf.internal.settings.LockMode;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;

/**
 * The host lock's files in a temporary directory every user shares: another user's lock is taken as
 * it is, a new one is open to every user, and a symbolic link is never followed.
 */
class RunLockFilesTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(1);
  private static final String EVERYONE = "rw-rw-rw-";

  /** Notices printed, as a run prints them. */
  private static final Consumer<LockNotice> PRINTED = notice -> System.out.println(notice.text());

  @Test
  void aLockLeftByAnotherUserIsTakenAsItIs(@TempDir Path parent) throws IOException {
    assumeTrue(
        "root".equals(System.getProperty("user.name")),
        "giving a file to another user takes root, as CI runs the tests");
    Path shared = stickyWorldWritable(parent.resolve("tmp"));
    UserPrincipal nobody =
        FileSystems.getDefault().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
    Path lock = ownedBy(nobody, shared.resolve(RunLock.FILE_NAME), "");
    Path holder = ownedBy(nobody, shared.resolve(RunHolder.FILE_NAME), "pid 1, by user nobody");

    RunLock taken = RunLock.acquire(shared, LockMode.FAIL, TIMEOUT, PRINTED);
    try {
      assertThat(RunDescription.parse(Files.readString(holder)))
          .as("this run, in the other user's file")
          .hasValueSatisfying(
              run -> assertThat(run.pid()).isEqualTo(ProcessHandle.current().pid()));
    } finally {
      taken.close();
    }
    for (Path file : new Path[] {lock, holder}) {
      assertThat(Files.getOwner(file, LinkOption.NOFOLLOW_LINKS)).as("%s", file).isEqualTo(nobody);
      assertThat(mode(file)).as("%s", file).isEqualTo(EVERYONE);
    }
    assertThat(lock).isEmptyFile();
    assertThat(holder).isEmptyFile();
  }

  @Test
  void aNewLockIsOpenToEveryUserWhateverTheUmask(@TempDir Path directory) throws IOException {
    assumePosix(directory);
    RunLock taken = RunLock.acquire(directory, LockMode.FAIL, TIMEOUT, PRINTED);
    try {
      assertThat(mode(directory.resolve(RunLock.FILE_NAME))).isEqualTo(EVERYONE);
      assertThat(mode(directory.resolve(RunHolder.FILE_NAME))).isEqualTo(EVERYONE);
    } finally {
      taken.close();
    }
  }

  @Test
  void aSymbolicLinkAtTheLockIsRefusedAndItsTargetLeftAlone(@TempDir Path directory)
      throws IOException {
    Path target = Files.writeString(directory.resolve("bashrc"), "precious");
    Path lock = Files.createSymbolicLink(directory.resolve(RunLock.FILE_NAME), target);

    assertThatThrownBy(() -> RunLock.acquire(directory, LockMode.WAIT, TIMEOUT, PRINTED))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessage(
            "kvperf will not use "
                + lock
                + ": it is a symbolic link, where kvperf keeps a regular file that every user's run"
                + " opens; remove it, or give this run another java.io.tmpdir");
    assertThat(target).content().isEqualTo("precious");

    Path absent = directory.resolve("absent");
    Files.delete(lock);
    Files.createSymbolicLink(lock, absent);
    assertThatThrownBy(() -> RunLock.acquire(directory, LockMode.WAIT, TIMEOUT, PRINTED))
        .isInstanceOf(ExtensionConfigurationException.class)
        .hasMessageStartingWith("kvperf will not use " + lock + ": it is a symbolic link");
    assertThat(absent).as("a dangling link's target is not created").doesNotExist();
  }

  @Test
  void aSymbolicLinkBesideTheLockIsNotWrittenThrough(@TempDir Path directory) throws IOException {
    Path target = Files.writeString(directory.resolve("bashrc"), "precious");
    Path holder = Files.createSymbolicLink(directory.resolve(RunHolder.FILE_NAME), target);
    List<LockNotice> said = new ArrayList<>();

    RunLock taken = RunLock.acquire(directory, LockMode.FAIL, TIMEOUT, said::add);
    try {
      assertThat(said)
          .as("that it holds the lock but cannot say so: the holder's file is no regular file")
          .singleElement()
          .isInstanceOfSatisfying(
              LockNotice.HolderNotWritten.class,
              notice -> {
                assertThat(notice.holderFile()).isEqualTo(holder);
                assertThat(notice.cause()).isInstanceOf(ExtensionConfigurationException.class);
              });
      assertThat(new RunHolder(holder).read())
          .isEqualTo("a run that cannot say which: " + holder + " is not a regular file");
    } finally {
      taken.close();
    }
    assertThat(target).content().isEqualTo("precious");
    assertThat(Files.isSymbolicLink(holder)).isTrue();
  }

  private static Path stickyWorldWritable(Path directory) throws IOException {
    Files.createDirectory(directory);
    Files.setAttribute(directory, "unix:mode", 01777);
    assertThat((int) Files.getAttribute(directory, "unix:mode") & 07777).isEqualTo(01777);
    return directory;
  }

  private static Path ownedBy(UserPrincipal owner, Path file, String text) throws IOException {
    Files.writeString(file, text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(EVERYONE));
    Files.setOwner(file, owner);
    return file;
  }

  private static String mode(Path file) throws IOException {
    return PosixFilePermissions.toString(
        Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS));
  }

  private static void assumePosix(Path directory) {
    assumeTrue(
        Files.getFileAttributeView(directory, PosixFileAttributeView.class) != null,
        "file modes are POSIX's");
  }
}
