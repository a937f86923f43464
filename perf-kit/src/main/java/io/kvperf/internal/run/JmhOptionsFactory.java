package io.kvperf.internal.run;

import io.kvperf.internal.fork.ArmClassLoader;
import io.kvperf.internal.fork.KvBenchmark;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.soak.SoakGcLog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Builds the JMH options of one run: {@link KvBenchmark} only, one fork, the plan's iterations and
 * threads, in throughput mode or, for a plan bounded by a count of operations, single-shot batches,
 * and a fork JVM started with exactly the kit's options (the test JVM's own options, such as
 * surefire's argLine, are not inherited).
 */
final class JmhOptionsFactory {
  /** Set on every fork: Chronicle's usage analytics off. */
  static final String NO_ANALYTICS = "-Dchronicle.analytics.disable=true";

  /**
   * The first Java with {@code --sun-misc-unsafe-memory-access} (JEP 471); from 24 its default
   * warns (JEP 498).
   */
  private static final int UNSAFE_WARNS_FROM = 23;

  private JmhOptionsFactory() {}

  static Options options(ContractRun run, Path planFile, Path resultFile) {
    MeasurementPlan plan = run.measurement();
    // With a reference, JMH runs as many iterations of it, alternating (see Alternation).
    int perEngineIteration = run.companion().present() ? 2 : 1;
    ChainedOptionsBuilder options =
        new OptionsBuilder()
            .include(
                "^" + Pattern.quote(KvBenchmark.class.getName() + "." + KvBenchmark.METHOD) + "$");
    if (plan.countBounded()) {
      // Each thread times its batch of calls as one shot; ContractRunner turns that into ops/s.
      int batch = (int) plan.operationsPerThread(run.workload().threads());
      options.mode(Mode.SingleShotTime).warmupBatchSize(batch).measurementBatchSize(batch);
    } else {
      options.mode(Mode.Throughput);
    }
    return options
        .timeUnit(TimeUnit.SECONDS)
        .forks(1)
        .warmupForks(0)
        .threads(run.workload().threads())
        .warmupIterations(plan.warmup().iterations() * perEngineIteration)
        .warmupTime(TimeValue.milliseconds(plan.warmup().iterationTime().toMillis()))
        .measurementIterations(plan.measured().iterations() * perEngineIteration)
        .measurementTime(TimeValue.milliseconds(plan.measured().iterationTime().toMillis()))
        .jvmArgs(forkJvmArgs(run, planFile).toArray(String[]::new))
        .shouldFailOnError(true)
        .result(resultFile.toString())
        .resultFormat(ResultFormatType.JSON)
        .build();
  }

  /**
   * The fork's JVM options: the plan and, on an arm of a comparison, the arm's class path, and a
   * soak's GC log beside the plan, then the kit's own, then the engine's options, then the user's.
   * A fork that runs out of memory exits at once rather than limping on, so that its failure is
   * quick and says why.
   */
  static List<String> forkJvmArgs(ContractRun run, Path planFile) {
    List<String> args = new ArrayList<>();
    args.add("-D" + ForkPlan.PROPERTY + "=" + planFile.toAbsolutePath());
    run.forks()
        .armClassPath()
        .ifPresent(
            classPathFile -> {
              args.add("-Djava.system.class.loader=" + ArmClassLoader.class.getName());
              args.add(
                  "-D" + ArmClassLoader.CLASS_PATH_PROPERTY + "=" + classPathFile.toAbsolutePath());
            });
    if (run.measurement().soak()) {
      args.add(SoakGcLog.jvmOption(planFile));
    }
    args.addAll(forkJvmArgs(run));
    return args;
  }

  /**
   * The fork's JVM options as results report them: all but the kit's plumbing, which changes from
   * fork to fork and run to run (the plan file's path, and on an arm of a comparison the class
   * loader and the file listing the arm's class path, which the account names as the arm's
   * entries).
   */
  static List<String> forkJvmArgs(ContractRun run) {
    List<String> args = new ArrayList<>(kitJvmArgs(Runtime.version()));
    args.addAll(run.engine().forkJvmArgs(Runtime.version()));
    args.addAll(run.forks().jvmArgs());
    return args;
  }

  /**
   * The kit's own options for a fork of {@code forkJvm}: out of memory exits at once; no engine
   * reaches the network (Chronicle's libraries report usage unless told not to); and from Java 23
   * JMH's own use of {@code sun.misc.Unsafe} is allowed, so that a fork's log holds no warning
   * about it that the kit could do nothing about.
   */
  static List<String> kitJvmArgs(Runtime.Version forkJvm) {
    List<String> args = new ArrayList<>(List.of("-XX:+ExitOnOutOfMemoryError", NO_ANALYTICS));
    if (forkJvm.feature() >= UNSAFE_WARNS_FROM) {
      args.add("--sun-misc-unsafe-memory-access=allow");
    }
    return args;
  }
}
