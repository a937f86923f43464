package io.kvperf.internal.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import one.profiler.AsyncProfiler;

/**
 * A profiled fork's CPU profile of its measured iterations, through async-profiler: every thread's
 * stacks, Java and native frames together, native frames prefixed with their library. Started at
 * the first measured iteration and written, as collapsed stacks, when the fork closes its store.
 * Where the profiler cannot load (a platform its jar has no library for), the fork writes why
 * beside the profile's place instead, and measures on.
 */
final class CpuProfiler {
  /**
   * The CPU time between samples. Without hardware counters async-profiler samples on a CPU-time
   * timer, whose ticks the kernel may round up (4 ms at 250 Hz).
   */
  static final String INTERVAL = "1ms";

  /** The file beside the profile's place that says why there is no profile. */
  static final String UNAVAILABLE_SUFFIX = ".unavailable.txt";

  private final Path file;
  private AsyncProfiler profiler;

  /** A profiler that writes its profile to {@code file}. */
  CpuProfiler(Path file) {
    this.file = file;
  }

  /** Starts sampling, once; where async-profiler cannot load or start, writes why. */
  void start() throws IOException {
    if (profiler != null) {
      return;
    }
    try {
      AsyncProfiler loaded = AsyncProfiler.getInstance();
      loaded.execute("start,event=cpu,interval=" + INTERVAL);
      profiler = loaded;
    } catch (UnsatisfiedLinkError | IllegalStateException | IllegalArgumentException e) {
      Files.writeString(
          Path.of(file + UNAVAILABLE_SUFFIX),
          "async-profiler could not profile this fork: " + e + System.lineSeparator(),
          StandardCharsets.UTF_8);
    }
  }

  /** Stops sampling and writes the collapsed stacks; nothing when sampling never started. */
  void stopAndWrite() throws IOException {
    if (profiler == null) {
      return;
    }
    try {
      // lib: native frames named with their library; norm: one name for a lambda in every fork.
      profiler.execute("stop,file=" + file.toAbsolutePath() + ",collapsed,lib,norm");
    } finally {
      profiler = null;
    }
  }
}
