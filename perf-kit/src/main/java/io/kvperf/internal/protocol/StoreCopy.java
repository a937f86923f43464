package io.kvperf.internal.protocol;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a fork's store comes from: preloaded in the fork itself, or copied from one store preloaded
 * once for every fork of a comparison, so that both arms' forks start from byte-identical files.
 * The fork that preloads it closes it and then marks it ready in a file beside it; every other fork
 * waits for that mark, copies the files into its own store directory and opens the copy.
 *
 * @param template the directory of the store preloaded once; empty where the fork preloads its own
 * @param makes whether this fork preloads the template (the first fork of the first pair), rather
 *     than waiting for it
 * @param waitMillis how long a fork waits for the template before it fails
 */
public record StoreCopy(String template, boolean makes, long waitMillis) implements Serializable {
  private static final long serialVersionUID = 1L;

  /** What the mark holds once the template is closed and may be copied. */
  public static final String READY = "ready";

  /** What the mark holds once the fork making the template, or its pair, has failed. */
  public static final String STOPPED = "stopped";

  /** A fork that preloads its own store. */
  public static final StoreCopy NONE = new StoreCopy("", false, 0);

  /** Checks the parts are present and the wait is not negative. */
  public StoreCopy {
    Objects.requireNonNull(template, "template");
    if (waitMillis < 0) {
      throw new IllegalArgumentException("negative wait " + waitMillis);
    }
  }

  /** Whether the fork opens a copy of the template rather than preloading its own store. */
  public boolean copied() {
    return !template.isEmpty();
  }

  /** The file beside {@code template} holding {@link #READY} or {@link #STOPPED}, once either. */
  public static Path mark(Path template) {
    return template.resolveSibling(template.getFileName() + ".state");
  }
}
