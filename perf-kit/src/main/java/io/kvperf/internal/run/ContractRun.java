package io.kvperf.internal.run;

import io.kvperf.api.Reference;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.fork.ArmClassLoader;
import io.kvperf.internal.protocol.Companion;
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
 * @param engine the engine to measure
 * @param engineSettings the contract's settings for that engine ({@code @EngineSetting}), checked
 * @param scale the scale name the workload and measurement were scaled to, for the result
 * @param workload what to run
 * @param measurement how to measure
 * @param opsPerSecond the open-loop rate over all threads, or 0 to run closed-loop
 * @param extraJvmArgs options added to the fork after the engine's own
 * @param deadline how long the fork may take in all, preload included, before it is killed
 * @param runDirectory a directory of this run's own: the fork plan, the JMH log and result, and the
 *     store's directory go there
 * @param otherBuildInFork for both arms of a comparison in one fork, the file listing the other
 *     build's class path; empty otherwise
 */
public record ContractRun(
    String contractId,
    KvEngine engine,
    Map<String, String> engineSettings,
    String scale,
    WorkloadSpec workload,
    MeasurementPlan measurement,
    long opsPerSecond,
    List<String> extraJvmArgs,
    Duration deadline,
    Path runDirectory,
    Optional<Path> otherBuildInFork) {
  /** Checks every field is present. */
  public ContractRun {
    Objects.requireNonNull(contractId, "contractId");
    Objects.requireNonNull(engine, "engine");
    engineSettings = Map.copyOf(engineSettings);
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(workload, "workload");
    Objects.requireNonNull(measurement, "measurement");
    if (opsPerSecond < 0) {
      throw new IllegalArgumentException("negative rate " + opsPerSecond);
    }
    extraJvmArgs = List.copyOf(extraJvmArgs);
    Objects.requireNonNull(deadline, "deadline");
    Objects.requireNonNull(runDirectory, "runDirectory");
    Objects.requireNonNull(otherBuildInFork, "otherBuildInFork");
  }

  /** A run measuring its engine with the companion its measurement plan declares. */
  public ContractRun(
      String contractId,
      KvEngine engine,
      Map<String, String> engineSettings,
      String scale,
      WorkloadSpec workload,
      MeasurementPlan measurement,
      long opsPerSecond,
      List<String> extraJvmArgs,
      Duration deadline,
      Path runDirectory) {
    this(
        contractId,
        engine,
        engineSettings,
        scale,
        workload,
        measurement,
        opsPerSecond,
        extraJvmArgs,
        deadline,
        runDirectory,
        Optional.empty());
  }

  /**
   * What each fork measures beside the engine: the other build where both arms share the fork, else
   * the reference the measurement plan declares (the skip list on the workload's keys, capped by
   * {@link ReferenceWorkload}, or the kernel).
   */
  public Companion companion() {
    return otherBuildInFork
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
    List<String> args = new ArrayList<>();
    args.add("-Djava.system.class.loader=" + ArmClassLoader.class.getName());
    args.add("-D" + ArmClassLoader.CLASS_PATH_PROPERTY + "=" + classPathFile.toAbsolutePath());
    args.addAll(arm.jvmArgs());
    return with(measurement, args, directory);
  }

  /**
   * This run with its warm-up lasting at least {@code least} ({@link
   * MeasurementPlan#withWarmupAtLeast}); this run itself when it already does.
   */
  public ContractRun withWarmupAtLeast(Duration least) {
    MeasurementPlan warmed = measurement.withWarmupAtLeast(least);
    return warmed == measurement ? this : with(warmed, List.of(), runDirectory);
  }

  /** This run with its files in {@code directory}: one comparison of a version sweep's. */
  public ContractRun in(Path directory) {
    return with(measurement, List.of(), directory);
  }

  /**
   * This run with the other build of a comparison in each fork: its engine, from the class path
   * listed in {@code otherBuildClassPath}, is the forks' companion ({@link
   * Companion.Kind#OTHER_BUILD}).
   */
  public ContractRun withOtherBuildInFork(Path otherBuildClassPath) {
    return with(measurement, List.of(), runDirectory, Optional.of(otherBuildClassPath));
  }

  /**
   * This run measured by {@code plan}, with {@code moreJvmArgs} after its own, in {@code
   * directory}.
   */
  private ContractRun with(MeasurementPlan plan, List<String> moreJvmArgs, Path directory) {
    return with(plan, moreJvmArgs, directory, otherBuildInFork);
  }

  /** Like the above, the other build in each fork being {@code otherBuild}. */
  private ContractRun with(
      MeasurementPlan plan, List<String> moreJvmArgs, Path directory, Optional<Path> otherBuild) {
    List<String> args = new ArrayList<>(extraJvmArgs);
    args.addAll(moreJvmArgs);
    return new ContractRun(
        contractId,
        engine,
        engineSettings,
        scale,
        workload,
        plan,
        opsPerSecond,
        args,
        deadline,
        directory,
        otherBuild);
  }
}
