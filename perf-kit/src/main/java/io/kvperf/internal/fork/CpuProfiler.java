package io.kvperf.internal.fork;

import io.kvperf.internal.protocol.ForkPlan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import one.profiler.AsyncProfiler;

/**
 * A profiled fork's CPU profile of its measured iterations, through async-profiler: every thread's
 * stacks, Java and native frames together, native frames prefixed with their library. Started at
 * the first measured iteration and written, as collapsed stacks, when the fork closes its store.
 * async-profiler splits its arguments on {@code ,} and expands {@code %p}, {@code %t} and others in
 * a file's name, so it writes to {@value #SCRATCH_FILE} in a directory of its own under {@code
 * java.io.tmpdir}, whose path has neither, and the profile is moved to its place from there. Where
 * the profiler cannot load (a platform its jar has no library for) or the temporary directory's
 * path has a {@code ,} or {@code %}, the fork writes why beside the profile's place instead, and
 * JFR's samples take its place ({@link JfrSampler}).
 */
final class CpuProfiler {
  /**
   * The CPU time between samples. Without hardware counters async-profiler samples on a CPU-time
   * timer, whose ticks the kernel may round up (4 ms at 250 Hz).
   */
  static final String INTERVAL = "1ms";

  /** The name async-profiler writes the profile under, in the scratch directory. */
  static final String SCRATCH_FILE = "cpu.collapsed";

  private final Path file;
  private AsyncProfiler profiler;
  private Path scratch;

  /** A profiler that writes its profile to {@code file}. */
  CpuProfiler(Path file) {
    this.file = file;
  }

  /**
   * Starts sampling, once; where async-profiler cannot load or start, or cannot be given a path to
   * write to, writes why beside the profile's place and returns it.
   */
  Optional<String> start() throws IOException {
    if (profiler != null) {
      return Optional.empty();
    }
    Path directory;
    try {
      directory = Files.createTempDirectory("kvperf-profile-");
    } catch (IOException e) {
      return unavailable("its temporary directory could not be made: " + e);
    }
    try {
      if (!readableByTheProfiler(directory)) {
        throw new IllegalStateException(
            "its temporary directory "
                + directory
                + " has a ',' or '%', which async-profiler reads in a file's name; set"
                + " java.io.tmpdir to a path without them");
      }
      AsyncProfiler loaded = AsyncProfiler.getInstance();
      loaded.execute("start,event=cpu,interval=" + INTERVAL);
      profiler = loaded;
      scratch = directory;
      return Optional.empty();
    } catch (UnsatisfiedLinkError | IllegalStateException | IllegalArgumentException e) {
      Files.deleteIfExists(directory);
      return unavailable(e.toString());
    }
  }

  /** Writes why this fork has no profile of async-profiler's beside the profile's place. */
  private Optional<String> unavailable(String cause) throws IOException {
    String why = "async-profiler could not profile this fork: " + cause;
    Files.writeString(
        Path.of(file + ForkPlan.UNAVAILABLE_SUFFIX),
        why + System.lineSeparator(),
        StandardCharsets.UTF_8);
    return Optional.of(why);
  }

  /** Stops sampling and writes the collapsed stacks; nothing when sampling never started. */
  void stopAndWrite() throws IOException {
    if (profiler == null) {
      return;
    }
    Path written = scratch.resolve(SCRATCH_FILE);
    try {
      // lib: native frames named with their library; norm: one name for a lambda in every fork.
      profiler.execute("stop,file=" + written + ",collapsed,lib,norm");
      Files.move(written, file, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      profiler = null;
      Files.deleteIfExists(written);
      Files.deleteIfExists(scratch);
    }
  }

  /** Whether async-profiler reads {@code directory}'s path, given in its arguments, as it is. */
  static boolean readableByTheProfiler(Path directory) {
    String path = directory.toAbsolutePath().toString();
    return path.indexOf(',') < 0 && path.indexOf('%') < 0;
  }
}
