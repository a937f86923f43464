package io.kvperf.internal.run;

import io.kvperf.engine.DeclaredSettings;
import io.kvperf.internal.protocol.Alternation;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.MetricsFile;
import io.kvperf.internal.soak.SoakGcLog;
import io.kvperf.result.ForkResult;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs one contract on one engine in a forked JVM through JMH's {@link Runner} and returns its
 * result. The run directory keeps the fork plan, the JMH log and JMH's JSON result; the console
 * shows the kit's own lines from the fork (preload progress), and JMH's too when verbose. The
 * store's directory is deleted afterwards.
 */
public final class ContractRunner {
  private final PrintStream console;
  private final boolean verbose;

  /**
   * A runner that shows the kit's lines from the fork on {@code console}, and JMH's whole output
   * too when {@code verbose}.
   */
  public ContractRunner(PrintStream console, boolean verbose) {
    this.console = console;
    this.verbose = verbose;
  }

  /**
   * Empties {@code directory}, an invocation's run directory, before the invocation measures: the
   * forks, arms, dossier and other engine's forks an earlier run left there are removed, so that
   * what is attached to the test is this run's alone. Links in it are removed, never followed.
   *
   * @throws UncheckedIOException when it cannot be emptied, naming it
   */
  public static void emptyRunDirectory(Path directory) {
    try {
      StoreDirectory.recreate(directory);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "kvperf cannot empty the run directory " + directory + ": " + e, e);
    }
  }

  /**
   * Measures {@code run} in its plan's number of forks, one after the other.
   *
   * @throws ForkFailedException when a fork fails: the engine threw, returned a wrong value,
   *     crashed or could not start; the message names the engine and the cause
   */
  public PerfResult run(ContractRun run) {
    return result(run, forks(run, 0, run.measurement().forks()));
  }

  /**
   * Measures {@code run} as {@link #run} does, and as many forks again beside a CPU load the kit
   * starts ({@link CpuLoad}), interleaved with them in blocks of two (one alone, one beside the
   * load, which first drawn from the workload's seed). For a baseline update, whose calibration
   * then sees the machine slowed; the result's own figures are those of the forks alone ({@link
   * PerfResult#ofForks}), as a check measures them.
   */
  public PerfResult runBesideLoad(ContractRun run) {
    long seed = run.workload().seed();
    List<Boolean> loaded = CpuLoad.pattern(seed, 2 * run.measurement().forks());
    List<ForkResult> forks = new ArrayList<>();
    for (int fork = 0; fork < loaded.size(); fork++) {
      if (loaded.get(fork)) {
        console.println("kvperf: fork " + (fork + 1) + " beside the kit's CPU load");
        int index = fork;
        forks.add(CpuLoad.during(seed + fork, () -> fork(run, index, false)).besideTheLoad());
      } else {
        forks.add(fork(run, fork, false));
      }
    }
    return result(run, forks);
  }

  public static PerfResult result(ContractRun run, List<ForkResult> forks) {
    return PerfResult.ofForks(
        run.contractId(),
        run.engine().id(),
        DeclaredSettings.options(run.engine(), run.subject().settings()),
        run.scale(),
        run.workload().threads(),
        forks,
        JmhOptionsFactory.forkJvmArgs(run),
        forks.get(0).environment());
  }

  /**
   * Measures {@code run} and {@code other} (the same contract on another engine) with their forks
   * interleaved one by one, {@code run}'s plan deciding how many.
   *
   * @return the two results, {@code run}'s first
   */
  public List<PerfResult> runInterleaved(ContractRun run, ContractRun other) {
    List<ForkResult> forks = new ArrayList<>();
    List<ForkResult> otherForks = new ArrayList<>();
    for (int fork = 0; fork < run.measurement().forks(); fork++) {
      forks.add(fork(run, fork, false));
      otherForks.add(fork(other, fork, false));
    }
    return List.of(result(run, forks), result(other, otherForks));
  }

  /** {@code result} of {@code run} with {@code count} fresh forks measured after its own. */
  public PerfResult more(ContractRun run, PerfResult result, int count) {
    return result.withMoreForks(forks(run, result.forks().size(), count));
  }

  private List<ForkResult> forks(ContractRun run, int first, int count) {
    List<ForkResult> forks = new ArrayList<>();
    for (int fork = first; fork < first + count; fork++) {
      forks.add(fork(run, fork, false));
    }
    return forks;
  }

  /**
   * Measures fork number {@code index} (from 0) in its own directory under the run's, the reference
   * leading it ({@link ForkPlan#companionLeads}) when {@code referenceLeads}.
   */
  public ForkResult fork(ContractRun run, int index, boolean referenceLeads) {
    Path directory = run.forks().directory().resolve("fork-" + (index + 1));
    try {
      Files.createDirectories(directory);
      Path store = directory.resolve("store");
      StoreDirectory.recreate(store);
      // The fork reads and writes the .bin files; the .json copies are for people.
      Path planFile = directory.resolve("fork-plan.bin");
      Path metricsFile = directory.resolve("fork-metrics.bin");
      Files.deleteIfExists(metricsFile);
      Files.deleteIfExists(directory.resolve("fork-metrics.json"));
      new ForkPlan(
              new ForkPlan.Target(
                  run.engine().id(), run.subject().settings(), store.toAbsolutePath().toString()),
              new ForkPlan.Load(
                  run.workload(),
                  run.opsPerSecond(),
                  run.measurement().latencyEvery(),
                  run.measurement().insertSpan(run.workload().threads())),
              run.companion(),
              referenceLeads,
              metricsFile.toAbsolutePath().toString(),
              run.forks().profiled() ? directory.toAbsolutePath().toString() : "")
          .write(planFile, directory.resolve("fork-plan.json"));
      Options options =
          JmhOptionsFactory.options(run, planFile, directory.resolve("jmh-result.json"));
      try {
        long launched = System.currentTimeMillis();
        List<Double> scores = measure(run, directory, options);
        long done = System.currentTimeMillis();
        MetricsFile file = MetricsFile.read(metricsFile);
        file.writeReadableCopy(directory.resolve("fork-metrics.json"));
        Files.writeString(
            directory.resolve("jmh.log"),
            file.timeline().describe(launched, done) + System.lineSeparator(),
            StandardOpenOption.APPEND);
        boolean withReference = file.reference() != null;
        MetricsResult metrics = file.metrics();
        if (run.measurement().soak()) {
          metrics = SoakGcLog.withJvmLog(metrics, directory);
        }
        return new ForkResult(
            new ThroughputResult(pick(scores, withReference, referenceLeads, false)),
            metrics,
            withReference ? new ThroughputResult(pick(scores, true, referenceLeads, true)) : null,
            file.reference(),
            file.environment());
      } finally {
        StoreDirectory.delete(store);
        StoreDirectory.delete(directory.resolve(ForkPlan.OTHER_BUILD_STORE));
        Files.deleteIfExists(planFile);
        Files.deleteIfExists(metricsFile);
        // Left behind by a fork that was killed before it could delete it.
        Files.deleteIfExists(directory.resolve(ForkPlan.GC_RECORDING));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "kvperf I/O in the run directory " + directory + " failed: " + e, e);
    }
  }

  /** The engine's (or the reference's) scores, by their place in the {@link Alternation}. */
  private static List<Double> pick(
      List<Double> scores, boolean alternated, boolean referenceLeads, boolean reference) {
    List<Double> picked = new ArrayList<>();
    for (int i = 0; i < scores.size(); i++) {
      if ((alternated && Alternation.isReference(i, referenceLeads)) == reference) {
        picked.add(scores.get(i));
      }
    }
    return picked;
  }

  private List<Double> measure(ContractRun run, Path directory, Options options)
      throws IOException {
    // All of JMH's output goes to the log as it comes; only its tail stays in memory.
    TeeOutputStream output = new TeeOutputStream(console, verbose, directory.resolve("jmh.log"));
    Collection<RunResult> results;
    try (PrintStream jmhOut = new PrintStream(output, true, StandardCharsets.UTF_8)) {
      Runner runner =
          new Runner(options, OutputFormatFactory.createFormatInstance(jmhOut, VerboseMode.NORMAL));
      ForkDeadline.Outcome<Collection<RunResult>> outcome;
      try {
        outcome = ForkDeadline.run(runner::run, run.forks().deadline());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ForkFailedException(
            "interrupted while engine '" + run.engine().id() + "' ran", e);
      } finally {
        output.flush();
      }
      if (outcome.expired()) {
        throw ForkFailures.describe(
            run.engine().id(),
            new TimeoutException(
                "the fork ran past its deadline of "
                    + run.forks().deadline().toSeconds()
                    + " s (kvperf.fork.timeout) and was killed"),
            output.tail());
      }
      if (outcome.failure() != null) {
        throw ForkFailures.describe(run.engine().id(), outcome.failure(), output.tail());
      }
      results = outcome.result();
    }
    if (results.size() != 1) {
      throw new IllegalStateException("JMH returned " + results.size() + " results, expected 1");
    }
    return scores(results.iterator().next(), run);
  }

  /**
   * Each measured iteration's throughput in ops/s. A count-bounded iteration's score is the
   * threads' mean time for their batches in seconds (JMH's single shot): its throughput is all
   * threads' operations over that time.
   */
  private static List<Double> scores(RunResult result, ContractRun run) {
    MeasurementPlan plan = run.measurement();
    long perIteration = plan.operationsPerIteration(run.workload().threads());
    List<Double> scores = new ArrayList<>();
    for (BenchmarkResult fork : result.getBenchmarkResults()) {
      for (IterationResult iteration : fork.getIterationResults()) {
        double score = iteration.getPrimaryResult().getScore();
        scores.add(plan.countBounded() ? perIteration / score : score);
      }
    }
    return scores;
  }
}
