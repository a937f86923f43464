package io.kvperf.internal.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.internal.store.BaselineFileException.Attempt;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A baseline file the file system refuses to read, write or lock is named with what was tried. */
class BaselineFileRefusedTest {
  private static final Path FILE = Path.of("baselines/a.B/get.json");
  private static final IOException DISK_FULL = new IOException("disk full");

  @TempDir Path directory;

  @Test
  void eachAttemptNamesItsVerbItsProblemAndHowTheFileWasLeft() {
    assertThat(BaselineFileException.refused(Attempt.READ, FILE, "no access", DISK_FULL))
        .hasMessage(
            "cannot read the baseline file baselines/a.B/get.json: no access; it was left untouched")
        .hasCause(DISK_FULL)
        .extracting(BaselineFileException::problem, BaselineFileException::file)
        .containsExactly(Problem.UNREADABLE, FILE);
    assertThat(BaselineFileException.refused(Attempt.WRITE, FILE, "disk full", DISK_FULL))
        .hasMessage(
            "cannot write the baseline file baselines/a.B/get.json: disk full; it was left as it"
                + " was")
        .extracting(BaselineFileException::problem)
        .isEqualTo(Problem.NOT_WRITTEN);
    assertThat(BaselineFileException.refused(Attempt.UPDATE, FILE, "locked", null))
        .hasMessage(
            "cannot update the baseline file baselines/a.B/get.json: locked; it was left as it was")
        .hasNoCause()
        .extracting(BaselineFileException::problem)
        .isEqualTo(Problem.NOT_WRITTEN);
  }

  @Test
  void aFileThatCannotBeReadIsRefusedWithTheReadersError() throws IOException {
    Path path = Files.createDirectories(directory.resolve("a.B/get.json"));

    assertThatThrownBy(() -> new BaselineFile(path, "a.B#get").read())
        .isInstanceOf(BaselineFileException.class)
        .hasCauseInstanceOf(IOException.class)
        .satisfies(
            e -> {
              BaselineFileException refused = (BaselineFileException) e;
              assertThat(refused.problem()).isEqualTo(Problem.UNREADABLE);
              assertThat(refused.getMessage())
                  .isEqualTo(
                      "cannot read the baseline file "
                          + path
                          + ": "
                          + refused.getCause()
                          + "; it was left untouched");
            });
  }
}
