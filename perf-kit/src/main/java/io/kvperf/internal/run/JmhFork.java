package io.kvperf.internal.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
 * One fork run through JMH's {@link Runner} for a {@link ContractRunner}: JMH's output to the
 * fork's {@code jmh.log} as it comes (and to the console, all of it when verbose), the fork killed
 * at its deadline, a failure described with the output's tail, and the measured iterations' scores
 * in ops/s.
 */
final class JmhFork {
  static {
    // JMH's lock lets one Runner run at a time on the machine. The kit's own lock (kvperf.lock)
    // already keeps its runs apart, and the two forks of a pair that take turns run at once.
    System.setProperty("jmh.ignoreLock", "true");
  }

  private final PrintStream console;
  private final boolean verbose;

  /** Runs forks showing the kit's lines on {@code console}, and JMH's too when {@code verbose}. */
  JmhFork(PrintStream console, boolean verbose) {
    this.console = console;
    this.verbose = verbose;
  }

  /**
   * Runs the fork of {@code run} that {@code options} describe, logging to {@code directory}, and
   * returns each measured iteration's throughput, in order.
   *
   * @throws ForkFailedException when the fork fails, runs past its deadline or is interrupted
   */
  List<Double> scores(ContractRun run, Path directory, Options options) throws IOException {
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
    return iterationScores(results.iterator().next(), run);
  }

  /**
   * Each measured iteration's throughput in ops/s. A count-bounded iteration's score is the
   * threads' mean time for their batches in seconds (JMH's single shot): its throughput is all
   * threads' operations over that time.
   */
  private static List<Double> iterationScores(RunResult result, ContractRun run) {
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
