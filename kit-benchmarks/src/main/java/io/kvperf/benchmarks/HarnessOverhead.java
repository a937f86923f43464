package io.kvperf.benchmarks;

import io.kvperf.internal.protocol.Alternation;
import io.kvperf.result.ForkResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.ListStatistics;

/**
 * Runs {@code HarnessOverheadBenchmark} and reports, per operation, the kit's throughput as a
 * fraction of the hand-written loop's: per fork the median over its adjacent pairs of iterations
 * (one of each path, a fraction of a second apart, so that the machine's slower drift cancels in
 * their ratio), then the geometric mean over forks with a 95 % interval (Student's t over the
 * forks' log ratios). Run: {@code java -cp kit-benchmarks/target/kit-benchmarks.jar
 * io.kvperf.benchmarks.HarnessOverhead}, with JMH's options (e.g. {@code -p operation=GET -p
 * latencyEvery=2,8}; {@code -p againstItself=true} runs the loop in both turns, an A/A run of the
 * benchmark itself).
 */
public final class HarnessOverhead {
  private HarnessOverhead() {}

  /** Runs the benchmark and prints one line per operation. */
  public static void main(String[] args) throws RunnerException, CommandLineOptionException {
    for (RunResult run :
        new Runner(
                new OptionsBuilder()
                    .parent(new CommandLineOptions(args))
                    .include("HarnessOverheadBenchmark")
                    .build())
            .run()) {
      List<Double> logRatios = new ArrayList<>();
      for (BenchmarkResult fork : run.getBenchmarkResults()) {
        logRatios.add(medianPairLogRatio(new ArrayList<>(fork.getIterationResults())));
      }
      ListStatistics statistics = new ListStatistics();
      logRatios.forEach(statistics::addValue);
      double mean = statistics.getMean();
      double[] interval =
          logRatios.size() < 2
              ? new double[] {Double.NaN, Double.NaN}
              : statistics.getConfidenceIntervalAt(0.95);
      System.out.printf(
          Locale.ROOT,
          "%s, latencyEvery %s: %s = %.3f [%.3f, %.3f] (95 %%, %d forks)%n",
          run.getParams().getParam("operation"),
          run.getParams().getParam("latencyEvery"),
          Boolean.parseBoolean(run.getParams().getParam("againstItself"))
              ? "hand-written loop / itself"
              : "kit / hand-written loop",
          Math.exp(mean),
          Math.exp(interval[0]),
          Math.exp(interval[1]),
          logRatios.size());
    }
  }

  /**
   * The median over a fork's adjacent pairs of iterations (0 and 1, 2 and 3, …; in ABBA order each
   * pair holds one iteration of each path) of ln(kit / loop).
   */
  private static double medianPairLogRatio(List<IterationResult> iterations) {
    List<Double> pairs = new ArrayList<>();
    for (int i = 0; i + 1 < iterations.size(); i += 2) {
      double first = iterations.get(i).getPrimaryResult().getScore();
      double second = iterations.get(i + 1).getPrimaryResult().getScore();
      double kit = Alternation.isReference(i, false) ? second : first;
      double loop = Alternation.isReference(i, false) ? first : second;
      pairs.add(Math.log(kit / loop));
    }
    return ForkResult.median(pairs);
  }
}
