package io.kvperf.harness;

import io.kvperf.harness.protocol.ForkPlan;
import io.kvperf.harness.protocol.MetricsFile;
import io.kvperf.result.Environment;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * result. JMH's progress goes to the console as it runs; the run directory keeps the fork plan, the
 * JMH log and JMH's JSON result. The store's directory is deleted afterwards.
 */
public final class ContractRunner {
  private final PrintStream console;

  /** A runner that reports progress on {@code console}. */
  public ContractRunner(PrintStream console) {
    this.console = console;
  }

  /**
   * Measures {@code run}.
   *
   * @throws ForkFailedException when the fork fails: the engine threw, returned a wrong value,
   *     crashed or could not start; the message names the engine and the cause
   */
  public PerfResult run(ContractRun run) {
    try {
      Files.createDirectories(run.runDirectory());
      Path store = run.runDirectory().resolve("store");
      StoreDirectory.recreate(store);
      Path planFile = run.runDirectory().resolve("fork-plan.json");
      Path metricsFile = run.runDirectory().resolve("fork-metrics.json");
      Files.deleteIfExists(metricsFile);
      new ForkPlan(
              run.engine().id(),
              store.toAbsolutePath().toString(),
              run.workload(),
              metricsFile.toAbsolutePath().toString(),
              run.opsPerSecond(),
              run.measurement().latencyEvery())
          .write(planFile);
      Options options =
          JmhOptionsFactory.options(run, planFile, run.runDirectory().resolve("jmh-result.json"));
      try {
        ThroughputResult throughput = measure(run, options);
        return new PerfResult(
            run.contractId(),
            run.engine().id(),
            run.engine().options(),
            run.scale(),
            run.workload().threads(),
            throughput,
            MetricsFile.read(metricsFile),
            JmhOptionsFactory.forkJvmArgs(run, planFile),
            Environment.current());
      } finally {
        StoreDirectory.delete(store);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "kvperf I/O in the run directory " + run.runDirectory() + " failed: " + e, e);
    }
  }

  private ThroughputResult measure(ContractRun run, Options options) throws IOException {
    TeeOutputStream output = new TeeOutputStream(console);
    Collection<RunResult> results;
    try (PrintStream jmhOut = new PrintStream(output, true, StandardCharsets.UTF_8)) {
      Runner runner =
          new Runner(options, OutputFormatFactory.createFormatInstance(jmhOut, VerboseMode.NORMAL));
      ForkDeadline.Outcome<Collection<RunResult>> outcome;
      try {
        outcome = ForkDeadline.run(runner::run, run.deadline());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new ForkFailedException(
            "interrupted while engine '" + run.engine().id() + "' ran", e);
      } finally {
        Files.writeString(run.runDirectory().resolve("jmh.log"), output.captured());
      }
      if (outcome.expired()) {
        throw ForkFailures.describe(
            run.engine().id(),
            new TimeoutException(
                "the fork ran past its deadline of "
                    + run.deadline().toSeconds()
                    + " s (kvperf.fork.timeout) and was killed"),
            output.captured());
      }
      if (outcome.failure() != null) {
        throw ForkFailures.describe(run.engine().id(), outcome.failure(), output.captured());
      }
      results = outcome.result();
    }
    if (results.size() != 1) {
      throw new IllegalStateException("JMH returned " + results.size() + " results, expected 1");
    }
    return throughput(results.iterator().next());
  }

  private static ThroughputResult throughput(RunResult result) {
    List<Double> scores = new ArrayList<>();
    for (BenchmarkResult fork : result.getBenchmarkResults()) {
      for (IterationResult iteration : fork.getIterationResults()) {
        scores.add(iteration.getPrimaryResult().getScore());
      }
    }
    return new ThroughputResult(scores);
  }
}
