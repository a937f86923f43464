package io.kvperf.internal.fork;

import io.kvperf.internal.protocol.ForkPlan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import one.profiler.AsyncProfiler;

/**
 * A profiled fork's CPU profile of its measured iterations, through async-profiler: every thread's
 * stacks, Java and native frames together, native frames prefixed with their library. Started at
 * the first measured iteration and written, as collapsed stacks, when the fork closes its store.
 * Where the profiler cannot load (a platform its jar has no library for), the fork writes why
 * beside the profile's place instead, and JFR's samples take its place ({@link JfrSampler}).
 */
final class CpuProfiler {
  /**
   * The CPU time between samples. Without hardware counters async-profiler samples on a CPU-time
   * timer, whose ticks the kernel may round up (4 ms at 250 Hz).
   */
  static final String INTERVAL = "1ms";

  private final Path file;
  private AsyncProfiler profiler;

  /** A profiler that writes its profile to {@code file}. */
  CpuProfiler(Path file) {
    this.file = file;
  }

  /**
   * Starts sampling, once; where async-profiler cannot load or start, writes why beside the
   * profile's place and returns it.
   */
  Optional<String> start() throws IOException {
    if (profiler != null) {
      return Optional.empty();
    }
    try {
      AsyncProfiler loaded = AsyncProfiler.getInstance();
      loaded.execute("start,event=cpu,interval=" + INTERVAL);
      profiler = loaded;
      return Optional.empty();
    } catch (UnsatisfiedLinkError | IllegalStateException | IllegalArgumentException e) {
      String why = "async-profiler could not profile this fork: " + e;
      Files.writeString(
          Path.of(file + ForkPlan.UNAVAILABLE_SUFFIX),
          why + System.lineSeparator(),
          StandardCharsets.UTF_8);
      return Optional.of(why);
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
