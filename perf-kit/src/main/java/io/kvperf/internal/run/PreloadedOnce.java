package io.kvperf.internal.run;

import io.kvperf.engine.Capability;
import io.kvperf.internal.protocol.StoreCopy;
import io.kvperf.internal.settings.ComparePreload;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The store a comparison in pairs of forks preloads once ({@link ComparePreload#ONCE}): kept in the
 * run's directory while the pairs run, preloaded by the first fork of the first pair, copied by
 * every fork, removed afterwards.
 */
final class PreloadedOnce implements AutoCloseable {
  /** The directory, in the run's, of the store preloaded once. */
  static final String DIRECTORY = "preloaded-store";

  private final Path template;
  private final long waitMillis;

  private PreloadedOnce(Path template, long waitMillis) {
    this.template = template;
    this.waitMillis = waitMillis;
  }

  /**
   * {@code run}'s store preloaded once, its directory emptied, where {@code preload} asks for it;
   * none where each fork preloads its own.
   *
   * @throws IllegalArgumentException for {@link ComparePreload#ONCE} on an engine that does not
   *     keep its store on disk ({@link Capability#PERSISTENT})
   */
  static Optional<PreloadedOnce> of(ContractRun run, ComparePreload preload) {
    if (preload == ComparePreload.EACH) {
      return Optional.empty();
    }
    if (!run.engine().capabilities().contains(Capability.PERSISTENT)) {
      throw new IllegalArgumentException(
          run.engine().id() + " keeps no store on disk: each fork must preload its own");
    }
    PreloadedOnce once =
        new PreloadedOnce(
            run.forks().directory().resolve(DIRECTORY).toAbsolutePath(),
            run.forks().deadline().toMillis());
    once.close();
    return Optional.of(once);
  }

  /**
   * Where the store of fork {@code index} of an arm comes from: a copy of this one, which that fork
   * preloads first where it is the first pair's and its arm {@code leads}.
   */
  StoreCopy forFork(int index, boolean leads) {
    return new StoreCopy(template.toString(), index == 0 && leads, waitMillis);
  }

  /** Marks the store stopped: its fork's pair failed, and no fork waits for it any longer. */
  void stop() throws IOException {
    Files.writeString(StoreCopy.mark(template), StoreCopy.STOPPED, StandardCharsets.US_ASCII);
  }

  /** Removes the store and its mark. */
  @Override
  public void close() {
    try {
      StoreDirectory.delete(template);
      Files.deleteIfExists(StoreCopy.mark(template));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot remove the store preloaded once, " + template, e);
    }
  }
}
