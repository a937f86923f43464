package io.kvperf.internal.run;

import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Measures one contract on two arms in pairs of forks, back to back, until a decision is settled or
 * the most pairs allowed have run. The order within pairs is balanced in blocks of two pairs (AB
 * then BA, or BA then AB), each block's drawn from the seed, so that neither arm always runs first
 * in a machine state that drifts. Each arm's forks go under {@code arm-a} and {@code arm-b} of the
 * run directory, beside the arm's class path file.
 */
public final class PairedForks {
  private final ContractRunner runner;

  /** Pairs of forks measured by {@code runner}. */
  public PairedForks(ContractRunner runner) {
    this.runner = runner;
  }

  /**
   * The two arms' results, their forks paired by index.
   *
   * @param a arm A's result
   * @param b arm B's result
   * @param order the arm that ran first in each pair, e.g. {@code AB BA BA AB}
   */
  public record Pairs(PerfResult a, PerfResult b, String order) {}

  /**
   * Measures {@code run} on arms {@code a} and {@code b}, at least {@code minPairs} and at most
   * {@code maxPairs} pairs, stopping after a pair when {@code settled} says so.
   */
  public Pairs run(
      ContractRun run,
      Arm a,
      Arm b,
      long seed,
      int minPairs,
      int maxPairs,
      BiPredicate<PerfResult, PerfResult> settled) {
    ContractRun onA = onArm(run, a, "arm-a");
    ContractRun onB = onArm(run, b, "arm-b");
    BalancedOrder balanced = new BalancedOrder(seed);
    List<ForkResult> forksA = new ArrayList<>();
    List<ForkResult> forksB = new ArrayList<>();
    List<String> order = new ArrayList<>();
    for (int pair = 0; pair < maxPairs; pair++) {
      boolean aFirst = balanced.nextFirstSideFirst();
      if (aFirst) {
        forksA.add(fork(onA, a, pair, false));
        forksB.add(fork(onB, b, pair, false));
      } else {
        forksB.add(fork(onB, b, pair, false));
        forksA.add(fork(onA, a, pair, false));
      }
      order.add(aFirst ? "AB" : "BA");
      PerfResult resultA = ContractRunner.result(onA, forksA);
      PerfResult resultB = ContractRunner.result(onB, forksB);
      if (pair + 1 >= minPairs && settled.test(resultA, resultB) || pair + 1 == maxPairs) {
        return new Pairs(resultA, resultB, order.stream().collect(Collectors.joining(" ")));
      }
    }
    throw new IllegalArgumentException("maxPairs must be at least 1, was " + maxPairs);
  }

  /**
   * Both arms' figures from forks that each measured both, arm B's in the reference's place.
   *
   * @param both arm A's result, the reference's figures in each fork being arm B's
   * @param aLed for each fork, whether arm A led it ({@link ForkPlan#companionLeads}: its store
   *     opened first, its turns first) rather than arm B
   */
  public record InOneJvm(PerfResult both, List<Boolean> aLed) {
    /** Copies the list. */
    public InOneJvm {
      aLed = List.copyOf(aLed);
    }

    /** The arm that led each fork, e.g. {@code A B B A}. */
    public String leads() {
      return aLed.stream().map(a -> a ? "A" : "B").collect(Collectors.joining(" "));
    }
  }

  /**
   * Measures {@code run} with both arms in each fork: arm A's class path, with arm B's engine
   * loaded from its own entries and measured in the reference's turns (see {@link
   * ContractRun#withOtherBuildInFork}); at least {@code minPairs} and at most {@code maxPairs}
   * forks, stopping after a fork when {@code settled} says so. Which arm leads a fork (its store
   * opened and preloaded first, its turns first) is balanced over the forks as the order of pairs
   * of forks is, from {@code seed}: the arm that leads can measure faster for the whole fork
   * (measured: H2 MVStore's leading arm about 9 % above the average, see
   * docs/records/2026-11-25-ab-lead-balanced-and-fitted.md).
   */
  public InOneJvm runInOneJvm(
      ContractRun run,
      Arm a,
      Arm b,
      long seed,
      int minPairs,
      int maxPairs,
      Predicate<InOneJvm> settled) {
    return runInOneJvm(run, a, b, seed, minPairs, maxPairs, settled, "arm-a");
  }

  /**
   * As {@link #runInOneJvm(ContractRun, Arm, Arm, long, int, int, Predicate)}, the forks kept in
   * {@code directoryName} under the run's fork directory, so that forks tried in one JVM before a
   * comparison moves to pairs of forks keep their own.
   */
  public InOneJvm runInOneJvm(
      ContractRun run,
      Arm a,
      Arm b,
      long seed,
      int minPairs,
      int maxPairs,
      Predicate<InOneJvm> settled,
      String directoryName) {
    Path otherBuild = classPathFile(run.forks().directory().resolve("arm-b"), b);
    ContractRun both = onArm(run, a, directoryName).withOtherBuildInFork(otherBuild);
    BalancedOrder balanced = new BalancedOrder(seed);
    List<ForkResult> forks = new ArrayList<>();
    List<Boolean> aLed = new ArrayList<>();
    Arm bothArms =
        new Arm(
            "A",
            a.description() + ", with arm B (" + b.description() + ") in the same JVM",
            a.classPath(),
            a.jvmArgs(),
            a.changed());
    for (int fork = 0; fork < maxPairs; fork++) {
      boolean aLeads = balanced.nextFirstSideFirst();
      forks.add(fork(both, bothArms, fork, !aLeads));
      aLed.add(aLeads);
      InOneJvm result = new InOneJvm(ContractRunner.result(both, forks), aLed);
      if (fork + 1 >= minPairs && settled.test(result) || fork + 1 == maxPairs) {
        return result;
      }
    }
    throw new IllegalArgumentException("maxPairs must be at least 1, was " + maxPairs);
  }

  /**
   * Fork {@code index} of {@code arm}, led by the reference when {@code referenceLeads}; a failure
   * names the arm before the engine and cause.
   */
  private ForkResult fork(ContractRun run, Arm arm, int index, boolean referenceLeads) {
    try {
      return runner.fork(run, index, referenceLeads);
    } catch (ForkFailedException e) {
      throw new ForkFailedException(
          "arm " + arm.name() + " (" + arm.description() + "): " + e.getMessage(), e);
    }
  }

  private static ContractRun onArm(ContractRun run, Arm arm, String name) {
    Path directory = run.forks().directory().resolve(name);
    return run.onArm(arm, classPathFile(directory, arm), directory);
  }

  /** Writes {@code arm}'s class path to {@code classpath.txt} in {@code directory}. */
  private static Path classPathFile(Path directory, Arm arm) {
    Path file = directory.resolve("classpath.txt");
    try {
      Files.createDirectories(directory);
      List<String> lines = new ArrayList<>();
      arm.classPath().forEach(entry -> lines.add(entry.toString()));
      Files.write(file, lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write arm " + arm.name() + "'s class path", e);
    }
    return file;
  }
}
