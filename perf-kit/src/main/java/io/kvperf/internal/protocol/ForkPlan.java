package io.kvperf.internal.protocol;

import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What one forked JVM must do: which engine to open, where, and which workload to run. The test JVM
 * writes it as JSON and passes its path in the system property {@value #PROPERTY}.
 *
 * @param formatVersion the protocol version it was written in
 * @param target the engine to open, with its settings, and where
 * @param load the workload and how fast and how finely it runs
 * @param companion what the fork measures alternately with the engine (see {@link Alternation}):
 *     nothing, the skip list, the kernel or the other build of a comparison
 * @param companionLeads whether the companion (the skip list or the other build) leads the fork:
 *     its store is opened and preloaded before the engine's, and its turn comes first in warm-up
 *     and in measurement ({@link Alternation}); the arm that leads can measure faster for the whole
 *     fork, so a comparison in one JVM balances the lead over its forks
 * @param metricsFile where the fork writes its {@link MetricsFile}
 * @param profileDirectory where the fork writes the profiles of its measured iterations, {@value
 *     #CPU_PROFILE} and {@value #ALLOCATION_PROFILE}, in the collapsed format, and the time its
 *     threads waited, {@value #WAITING_PROFILE}; empty when it does not profile
 */
public record ForkPlan(
    int formatVersion,
    Target target,
    Load load,
    Companion companion,
    boolean companionLeads,
    String metricsFile,
    String profileDirectory)
    implements ForkProtocol.Versioned {
  /** The system property carrying the plan file's path into the fork. */
  public static final String PROPERTY = "kvperf.fork.plan";

  /** A profiled fork's CPU profile, in its profile directory. */
  public static final String CPU_PROFILE = "cpu.collapsed";

  /** A profiled fork's allocation profile, bytes by allocating stack, in its profile directory. */
  public static final String ALLOCATION_PROFILE = "alloc.collapsed";

  /**
   * A profiled fork's time spent waiting, in its profile directory: a line {@code <what>
   * <nanoseconds>} for each of {@link #WAITS}, after one for the measured span, {@code measured}.
   */
  public static final String WAITING_PROFILE = "waiting.tsv";

  /** The measured span's line in {@value #WAITING_PROFILE}. */
  public static final String MEASURED = "measured";

  /**
   * What {@value #WAITING_PROFILE} sums: GC pauses, the time threads took to reach safepoints,
   * threads blocked entering a monitor, threads parked; the last two over every thread but JMH's
   * {@code main}, which waits out each iteration.
   */
  public static final List<String> WAITS =
      List.of(Wait.GC_PAUSES, Wait.SAFEPOINTS, Wait.BLOCKED_ON_MONITORS, Wait.PARKED);

  /** The names of {@link #WAITS}. */
  public static final class Wait {
    /** Time in GC pauses. */
    public static final String GC_PAUSES = "in-gc-pauses";

    /**
     * Time spent bringing threads to safepoints ({@code jdk.SafepointBegin}: from the request until
     * every thread has stopped), before the operation each safepoint is for.
     */
    public static final String SAFEPOINTS = "reaching-safepoints";

    /** Threads' time blocked entering a monitor. */
    public static final String BLOCKED_ON_MONITORS = "blocked-on-monitors";

    /** Threads' time parked. */
    public static final String PARKED = "parked";

    /** The least monitor wait or park a profiled fork records. */
    public static final Duration LEAST = Duration.ofMillis(1);

    private Wait() {}
  }

  /**
   * Beside a profile written by a fallback sampler (JFR's where async-profiler could not load),
   * with the suffix: which sampler, and why.
   */
  public static final String SOURCE_SUFFIX = ".source.txt";

  /** Beside a profile the fork could not write, with the suffix: why. */
  public static final String UNAVAILABLE_SUFFIX = ".unavailable.txt";

  /** The directory of the other build's store, beside the plan's store directory. */
  public static final String OTHER_BUILD_STORE = "store-other-build";

  /**
   * The fork's JFR recording of its GC pauses, in its directory beside the plan: a fixed name, so
   * that a killed fork's recording is replaced by the next fork's there, and deleted by the test
   * JVM once the fork ends, rather than left in the temporary directory.
   */
  public static final String GC_RECORDING = "gc-pauses.jfr";

  /**
   * The engine a fork opens.
   *
   * @param engineId the engine's id
   * @param engineSettings the contract's settings for the engine, checked in the test JVM
   * @param storeDirectory a fresh, empty directory for the store
   * @param storeCopy whether the store is preloaded in the fork, or copied from one preloaded once
   */
  public record Target(
      String engineId,
      Map<String, String> engineSettings,
      String storeDirectory,
      StoreCopy storeCopy)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Checks every part is present. */
    public Target {
      Objects.requireNonNull(engineId, "engineId");
      engineSettings = Map.copyOf(engineSettings);
      Objects.requireNonNull(storeDirectory, "storeDirectory");
      Objects.requireNonNull(storeCopy, "storeCopy");
    }

    /** A store the fork preloads itself. */
    public Target(String engineId, Map<String, String> engineSettings, String storeDirectory) {
      this(engineId, engineSettings, storeDirectory, StoreCopy.NONE);
    }
  }

  /**
   * What a fork runs on its engine.
   *
   * @param workload the workload
   * @param opsPerSecond the open-loop rate over all threads, or 0 to run closed-loop
   * @param latencyEvery closed-loop, time one operation in this many (a power of two)
   * @param insertSpan how many new keys the run's inserts may write when the plan bounds its
   *     operations by a count (they are then scattered over them in the preload's order and the
   *     store is sized for them); 0 when iterations are bounded by time
   * @param operationCpus the CPU each operation thread pins itself to, by thread index; empty where
   *     the threads are left where the operating system places them
   * @param turns how the fork takes turns, iteration by iteration, with the other fork of its pair;
   *     {@link Turns#NONE} where it runs alone
   */
  public record Load(
      WorkloadSpec workload,
      long opsPerSecond,
      int latencyEvery,
      long insertSpan,
      List<Integer> operationCpus,
      Turns turns)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Checks the workload is present and the counts are not negative. */
    public Load {
      Objects.requireNonNull(workload, "workload");
      if (opsPerSecond < 0 || insertSpan < 0) {
        throw new IllegalArgumentException(
            "negative rate " + opsPerSecond + " or insert span " + insertSpan);
      }
      operationCpus = List.copyOf(operationCpus);
      Objects.requireNonNull(turns, "turns");
      if (!operationCpus.isEmpty() && operationCpus.size() != workload.threads()) {
        throw new IllegalArgumentException(
            operationCpus.size() + " CPUs for " + workload.threads() + " operation threads");
      }
    }

    /** A load whose threads are left where the operating system places them. */
    public Load(WorkloadSpec workload, long opsPerSecond, int latencyEvery, long insertSpan) {
      this(workload, opsPerSecond, latencyEvery, insertSpan, List.of(), Turns.NONE);
    }
  }

  /** Checks every part is present, and that only a companion that can lead does. */
  public ForkPlan {
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(load, "load");
    Objects.requireNonNull(companion, "companion");
    Objects.requireNonNull(metricsFile, "metricsFile");
    Objects.requireNonNull(profileDirectory, "profileDirectory");
    if (companionLeads && !companion.canLead()) {
      throw new IllegalArgumentException("a " + companion.kind() + " companion cannot lead a fork");
    }
  }

  /** A plan in the current format version, not profiled. */
  public ForkPlan(
      Target target, Load load, Companion companion, boolean companionLeads, String metricsFile) {
    this(target, load, companion, companionLeads, metricsFile, "");
  }

  /** A plan in the current format version. */
  public ForkPlan(
      Target target,
      Load load,
      Companion companion,
      boolean companionLeads,
      String metricsFile,
      String profileDirectory) {
    this(
        ForkProtocol.VERSION,
        target,
        load,
        companion,
        companionLeads,
        metricsFile,
        profileDirectory);
  }

  /** Whether the fork measures a companion beside the engine. */
  public boolean hasCompanion() {
    return companion.present();
  }

  /**
   * Writes the plan to {@code file} for the fork, and as JSON to {@code readableCopy} for people.
   */
  public void write(Path file, Path readableCopy) throws IOException {
    ForkProtocol.write(file, this);
    ReadableCopy.write(readableCopy, this);
  }

  /**
   * Reads a plan.
   *
   * @throws IOException when the file cannot be read or is in another format version
   */
  public static ForkPlan read(Path file) throws IOException {
    return ForkProtocol.read(file, ForkPlan.class, "fork plan");
  }

  /** The plan this fork was started with. */
  public static ForkPlan ofThisFork() throws IOException {
    return read(fileOfThisFork());
  }

  /** This fork's own directory, where its plan is: known before the plan is read. */
  public static Path directoryOfThisFork() {
    return fileOfThisFork().toAbsolutePath().getParent();
  }

  private static Path fileOfThisFork() {
    String path = System.getProperty(PROPERTY);
    if (path == null) {
      throw new IllegalStateException(
          "system property " + PROPERTY + " is not set: KvBenchmark runs only in a kvperf fork");
    }
    return Path.of(path);
  }
}
