package io.kvperf.internal.run;

import io.kvperf.api.Reference;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.protocol.Companion;
import io.kvperf.internal.settings.ForkCpu;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One contract on one engine, ready to run.
 *
 * @param contractId the contract's id, for results and messages
 * @param scale the scale name the workload and measurement were scaled to, for the result
 * @param subject the engine to measure, with the contract's settings for it
 * @param workload what to run
 * @param opsPerSecond the open-loop rate over all threads, or 0 to run closed-loop
 * @param measurement how to measure
 * @param forks how its forks start and where they keep their files
 */
public record ContractRun(
    String contractId,
    String scale,
    Subject subject,
    WorkloadSpec workload,
    long opsPerSecond,
    MeasurementPlan measurement,
    Forks forks) {

  /**
   * The engine a run measures.
   *
   * @param engine the engine
   * @param settings the contract's settings for it ({@code @EngineSetting}), checked
   */
  public record Subject(KvEngine engine, Map<String, String> settings) {
    /** Checks the engine is present and copies the settings. */
    public Subject {
      Objects.requireNonNull(engine, "engine");
      settings = Map.copyOf(settings);
    }

    /** The engine's id. */
    public String id() {
      return engine.id();
    }
  }

  /**
   * How a run's forks start.
   *
   * @param jvmArgs options added to each fork after the engine's own
   * @param deadline how long a fork may take in all, preload included, before it is killed
   * @param directory a directory of this run's own: the fork plan, the JMH log and result, and the
   *     store's directory go there
   * @param armClassPath on one arm of a comparison, the file listing the arm's class path, which
   *     its forks start on ({@link io.kvperf.internal.fork.ArmClassLoader}); empty otherwise
   * @param otherBuildInFork for both arms of a comparison in one fork, the file listing the other
   *     build's class path; empty otherwise
   * @param profiled whether each fork profiles its measured iterations' CPU (the forks of a
   *     regression dossier, never judged)
   * @param cpu whether each fork's operation threads are pinned to CPUs ({@link ForkCpu#AUTO}: as
   *     the forks are run, pinned in pairs of forks)
   */
  public record Forks(
      List<String> jvmArgs,
      Duration deadline,
      Path directory,
      Optional<Path> armClassPath,
      Optional<Path> otherBuildInFork,
      boolean profiled,
      ForkCpu cpu) {
    /**
     * A profiled fork's own JVM options: debug information at every instruction of compiled code,
     * not only at safepoints, from the fork's start. The profiler loads at the first measured
     * iteration and asks for it then, but code the JIT compiled during warm-up has none: a sample
     * there lands on the nearest safepoint's frames, and an inlined method's time goes to its
     * caller in one fork and not in another, as the JIT happens to recompile.
     */
    static final List<String> PROFILED_JVM_ARGS =
        List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints");

    /** Checks every part is present and copies the options. */
    public Forks {
      jvmArgs = List.copyOf(jvmArgs);
      Objects.requireNonNull(deadline, "deadline");
      Objects.requireNonNull(directory, "directory");
      Objects.requireNonNull(armClassPath, "armClassPath");
      Objects.requireNonNull(otherBuildInFork, "otherBuildInFork");
      Objects.requireNonNull(cpu, "cpu");
    }

    /**
     * Forks with {@code jvmArgs}, of one build, in {@code directory}, their operation threads
     * pinned as {@code cpu} says.
     */
    public Forks(List<String> jvmArgs, Duration deadline, Path directory, ForkCpu cpu) {
      this(jvmArgs, deadline, directory, Optional.empty(), Optional.empty(), false, cpu);
    }

    /**
     * Forks with {@code jvmArgs}, of one build, in {@code directory}, as the machine places them.
     */
    public Forks(List<String> jvmArgs, Duration deadline, Path directory) {
      this(jvmArgs, deadline, directory, ForkCpu.FREE);
    }

    /** These forks with {@code moreJvmArgs} after their own, in {@code elsewhere}. */
    Forks with(List<String> moreJvmArgs, Path elsewhere) {
      List<String> args = new ArrayList<>(jvmArgs);
      args.addAll(moreJvmArgs);
      return new Forks(args, deadline, elsewhere, armClassPath, otherBuildInFork, profiled, cpu);
    }

    /** These forks started on the class path listed in {@code classPathFile}. */
    Forks onClassPath(Path classPathFile) {
      return new Forks(
          jvmArgs,
          deadline,
          directory,
          Optional.of(classPathFile),
          otherBuildInFork,
          profiled,
          cpu);
    }

    /** These forks with the other build, listed in {@code classPathFile}, in each. */
    Forks withOtherBuild(Path classPathFile) {
      return new Forks(
          jvmArgs, deadline, directory, armClassPath, Optional.of(classPathFile), profiled, cpu);
    }

    /**
     * These forks as one arm's in pairs of forks: under {@link ForkCpu#AUTO}, pinned where the
     * machine allows, so that both forks of a pair measure the same core.
     */
    Forks inPairs() {
      if (cpu != ForkCpu.AUTO) {
        return this;
      }
      return new Forks(
          jvmArgs,
          deadline,
          directory,
          armClassPath,
          otherBuildInFork,
          profiled,
          ForkCpu.machineAllows() ? ForkCpu.PINNED : ForkCpu.FREE);
    }

    /**
     * These forks, each profiling its measured iterations, in {@code elsewhere}, with {@link
     * #PROFILED_JVM_ARGS} after their own options.
     */
    Forks profiledIn(Path elsewhere) {
      Forks moved = with(PROFILED_JVM_ARGS, elsewhere);
      return new Forks(
          moved.jvmArgs, deadline, elsewhere, armClassPath, otherBuildInFork, true, cpu);
    }
  }

  /** Checks every field is present. */
  public ContractRun {
    Objects.requireNonNull(contractId, "contractId");
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(workload, "workload");
    if (opsPerSecond < 0) {
      throw new IllegalArgumentException("negative rate " + opsPerSecond);
    }
    Objects.requireNonNull(measurement, "measurement");
    Objects.requireNonNull(forks, "forks");
  }

  /** The engine measured. */
  public KvEngine engine() {
    return subject.engine();
  }

  /**
   * What each fork measures beside the engine: the other build where both arms share the fork, else
   * the reference the measurement plan declares (the skip list on the workload's keys, capped by
   * {@link ReferenceWorkload}, or the kernel).
   */
  public Companion companion() {
    return forks
        .otherBuildInFork()
        .map(Companion::otherBuild)
        .orElseGet(
            () ->
                Companion.of(
                    measurement.reference(),
                    measurement.reference() == Reference.SKIPLIST
                        ? ReferenceWorkload.of(workload)
                        : null));
  }

  /**
   * This run on one arm of a comparison: its forks start with the arm's class path (listed in
   * {@code classPathFile}, loaded by {@link io.kvperf.internal.fork.ArmClassLoader}) and the arm's
   * JVM options after the run's own, in {@code directory}.
   */
  public ContractRun onArm(Arm arm, Path classPathFile, Path directory) {
    return with(measurement, forks.with(arm.jvmArgs(), directory).onClassPath(classPathFile));
  }

  /**
   * This run as one arm's in pairs of forks ({@link Forks#inPairs}); {@code inTurns}, where the
   * forks of a pair take turns, without a reference: the other arm's iterations, beside each of
   * this arm's, are what it is measured against.
   */
  public ContractRun inPairs(boolean inTurns) {
    return with(inTurns ? measurement.withReference(Reference.NONE) : measurement, forks.inPairs());
  }

  /**
   * This run with its warm-up lasting at least {@code least} ({@link
   * MeasurementPlan#withWarmupAtLeast}); this run itself when it already does.
   */
  public ContractRun withWarmupAtLeast(Duration least) {
    MeasurementPlan warmed = measurement.withWarmupAtLeast(least);
    return warmed == measurement ? this : with(warmed, forks);
  }

  /**
   * This run measuring at least {@code least} iterations in each fork ({@link
   * MeasurementPlan#withIterationsAtLeast}); this run itself when it already does.
   */
  public ContractRun withIterationsAtLeast(int least) {
    MeasurementPlan more = measurement.withIterationsAtLeast(least);
    return more == measurement ? this : with(more, forks);
  }

  /** This run with its files in {@code directory}: one comparison of a version sweep's. */
  public ContractRun in(Path directory) {
    return with(measurement, forks.with(List.of(), directory));
  }

  /**
   * This run with the other build of a comparison in each fork: its engine, from the class path
   * listed in {@code otherBuildClassPath}, is the forks' companion ({@link
   * Companion.Kind#OTHER_BUILD}).
   */
  public ContractRun withOtherBuildInFork(Path otherBuildClassPath) {
    return with(measurement, forks.withOtherBuild(otherBuildClassPath));
  }

  /**
   * This run with its forks in {@code directory}, each profiling the CPU of its measured iterations
   * and measuring no reference beside the engine, so that each fork's profile is one arm's alone:
   * the forks of a regression dossier, which never enter a verdict.
   */
  public ContractRun profiledIn(Path directory) {
    return with(measurement.withReference(Reference.NONE), forks.profiledIn(directory));
  }

  /** This run measured by {@code plan}, its forks started as {@code how}. */
  private ContractRun with(MeasurementPlan plan, Forks how) {
    return new ContractRun(contractId, scale, subject, workload, opsPerSecond, plan, how);
  }
}
