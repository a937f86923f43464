package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.workload.WorkloadSpec;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhOptionsFactoryTest {
  @Test
  void aForkGetsItsOwnEnginesOptionsOnlyAndTheKitsAlways(@TempDir Path directory) {
    io.kvperf.engine.KvEngine withOptions =
        new io.kvperf.engine.KvEngine() {
          @Override
          public String id() {
            return "with-options";
          }

          @Override
          public java.util.Set<io.kvperf.engine.Capability> capabilities() {
            return java.util.Set.of();
          }

          @Override
          public io.kvperf.engine.KvStore open(io.kvperf.engine.StoreContext context) {
            throw new UnsupportedOperationException("never opened here");
          }

          @Override
          public java.util.List<String> forkJvmArgs(Runtime.Version forkJvm) {
            return java.util.List.of("--add-opens=java.base/java.nio=ALL-UNNAMED");
          }
        };
    WorkloadSpec workload = WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM);
    MeasurementPlan plan =
        new MeasurementPlan(
            new IterationPhase(1, java.time.Duration.ofMillis(10)),
            new IterationPhase(1, java.time.Duration.ofMillis(10)),
            1,
            1,
            io.kvperf.api.Reference.NONE,
            0);
    java.util.function.Function<io.kvperf.engine.KvEngine, ContractRun> run =
        engine ->
            new ContractRun(
                "a.B#c",
                "full",
                new ContractRun.Subject(engine, java.util.Map.of()),
                workload,
                0,
                plan,
                new ContractRun.Forks(
                    java.util.List.of("-Xmx1g"), java.time.Duration.ofMinutes(1), directory));

    String planFile = "-Dkvperf.fork.plan=" + directory.resolve("plan").toAbsolutePath();
    assertThat(JmhOptionsFactory.forkJvmArgs(run.apply(withOptions), directory.resolve("plan")))
        .as("the plan, the kit's options, the engine's own, the contract's last")
        .containsExactly(
            planFile,
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "-Xmx1g");
    assertThat(
            JmhOptionsFactory.forkJvmArgs(
                run.apply(new io.kvperf.engine.SkipListEngine()), directory.resolve("plan")))
        .as("another engine's options are not this one's")
        .containsExactly(
            planFile,
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "-Xmx1g");

    ContractRun onArm =
        run.apply(new io.kvperf.engine.SkipListEngine())
            .onArm(
                new Arm(
                    "B",
                    "this build again",
                    java.util.List.of(directory.resolve("classes")),
                    java.util.List.of("-Xss2m"),
                    java.util.List.of()),
                directory.resolve("classpath.txt"),
                directory.resolve("arm-b"));
    assertThat(JmhOptionsFactory.forkJvmArgs(onArm, directory.resolve("plan")))
        .as("the fork starts on the arm's class path")
        .containsExactly(
            planFile,
            "-Djava.system.class.loader=io.kvperf.internal.fork.ArmClassLoader",
            "-Dkvperf.arm.classPath=" + directory.resolve("classpath.txt").toAbsolutePath(),
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "-Xmx1g",
            "-Xss2m");
    assertThat(JmhOptionsFactory.forkJvmArgs(onArm))
        .as("the result reports the arm's own options, not the kit's plumbing with its paths")
        .containsExactly(
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "-Xmx1g",
            "-Xss2m");
    assertThat(JmhOptionsFactory.forkJvmArgs(onArm.profiledIn(directory.resolve("dossier"))))
        .as("a profiled fork has debug information at every instruction from its start")
        .containsExactly(
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "-Xmx1g",
            "-Xss2m",
            "-XX:+UnlockDiagnosticVMOptions",
            "-XX:+DebugNonSafepoints");
  }

  @Test
  void fromJava23JmhsUseOfUnsafeIsAllowedSoNoForkWarns() {
    assertThat(JmhOptionsFactory.kitJvmArgs(Runtime.Version.parse("17.0.15")))
        .containsExactly("-XX:+ExitOnOutOfMemoryError", "-Dchronicle.analytics.disable=true");
    assertThat(JmhOptionsFactory.kitJvmArgs(Runtime.Version.parse("22")))
        .containsExactly("-XX:+ExitOnOutOfMemoryError", "-Dchronicle.analytics.disable=true");
    assertThat(JmhOptionsFactory.kitJvmArgs(Runtime.Version.parse("25.0.3")))
        .containsExactly(
            "-XX:+ExitOnOutOfMemoryError",
            "-Dchronicle.analytics.disable=true",
            "--sun-misc-unsafe-memory-access=allow");
  }

  @Test
  void aCountBoundedPlanRunsSingleShotsOfEachThreadsShare(@TempDir Path directory) {
    WorkloadSpec workload = WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM);
    WorkloadSpec threeThreads = workload.withThreads(3);
    MeasurementPlan plan =
        new MeasurementPlan(
            new IterationPhase(1, java.time.Duration.ofMillis(10)),
            new IterationPhase(2, java.time.Duration.ofMillis(10)),
            1,
            1,
            io.kvperf.api.Reference.NONE,
            1_000);
    ContractRun run =
        new ContractRun(
            "a.B#populate",
            "full",
            new ContractRun.Subject(new io.kvperf.engine.SkipListEngine(), java.util.Map.of()),
            threeThreads,
            0,
            plan,
            new ContractRun.Forks(java.util.List.of(), java.time.Duration.ofMinutes(1), directory));

    org.openjdk.jmh.runner.options.Options options =
        JmhOptionsFactory.options(run, directory.resolve("plan"), directory.resolve("result"));
    assertThat(options.getBenchModes())
        .containsExactly(org.openjdk.jmh.annotations.Mode.SingleShotTime);
    assertThat(options.getMeasurementBatchSize().get()).isEqualTo(334);
    assertThat(options.getWarmupBatchSize().get()).isEqualTo(334);
    assertThat(options.getThreads().get()).isEqualTo(3);
  }

  @Test
  void aSoaksGcLogIsOneFileForTheWholePhase(@TempDir Path directory) {
    MeasurementPlan soak =
        new MeasurementPlan(
            new IterationPhase(0, java.time.Duration.ofMillis(10)),
            new IterationPhase(60, java.time.Duration.ofMinutes(1)),
            1,
            1,
            io.kvperf.api.Reference.NONE,
            0,
            true);
    ContractRun run =
        new ContractRun(
            "a.B#soak",
            "full",
            new ContractRun.Subject(new io.kvperf.engine.SkipListEngine(), java.util.Map.of()),
            WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM),
            0,
            soak,
            new ContractRun.Forks(java.util.List.of(), java.time.Duration.ofMinutes(1), directory));

    assertThat(JmhOptionsFactory.forkJvmArgs(run, directory.resolve("fork-plan.bin")))
        .contains(
            "-Xlog:gc:file="
                + directory.toAbsolutePath().resolve("gc.log")
                + ":uptime:filecount=0");
  }
}
