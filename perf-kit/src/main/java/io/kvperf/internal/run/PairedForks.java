package io.kvperf.internal.run;

import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.StoreCopy;
import io.kvperf.internal.protocol.Turns;
import io.kvperf.internal.settings.ComparePreload;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Measures one contract on two arms, pair after pair until a decision is settled or the most pairs
 * allowed have run: in pairs of forks, back to back, or with both arms in each fork. Which arm goes
 * first is balanced in blocks of two pairs (AB then BA, or BA then AB), each block's drawn from the
 * workload's seed, so that neither arm always runs first in a machine state that drifts. Each arm's
 * forks go under {@code arm-a} and {@code arm-b} of the run directory, beside the arm's class path
 * file.
 *
 * @param runner what forks them
 * @param run the contract's run
 * @param a arm A, this build or the version compared
 * @param b arm B, the build A is compared with
 */
public record PairedForks(ContractRunner runner, ContractRun run, Arm a, Arm b) {
  /**
   * The least warm-up of each fork of a pair that takes turns: the engine's path compiled before
   * the first measured iteration, not during it (measured, docs/ab.md).
   */
  public static final Duration TURNS_LEAST_WARMUP = Duration.ofSeconds(2);

  /**
   * The fewest measured iterations of each fork of a pair that takes turns: the pair's median of
   * its iterations' ratios steadies with more of them, and they cost little beside the fork's own
   * start and preload (measured, docs/ab.md).
   */
  public static final int TURNS_LEAST_ITERATIONS = 32;

  /**
   * How many pairs are measured: at least {@code least}, then until settled, at most {@code most}.
   *
   * @param least the pairs measured before the first look at whether it is settled
   * @param most the pairs measured at most, one at least
   */
  public record PairCount(int least, int most) {}

  /**
   * The two arms' results, their forks paired by index.
   *
   * @param a arm A's result
   * @param b arm B's result
   * @param order the arm that ran first in each pair, e.g. {@code AB BA BA AB}
   * @param cpus the CPUs both forks of each pair pinned their operation threads to, by thread;
   *     empty where they were not pinned
   */
  public record Pairs(PerfResult a, PerfResult b, String order, List<List<Integer>> cpus) {
    /** Copies the lists. */
    public Pairs {
      cpus = cpus.stream().map(List::copyOf).toList();
    }
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

  /** The arm drawn to go first in a pair: its fork first, or in one JVM its store and turns. */
  enum Lead {
    A,
    B
  }

  /** What one pair measures, given its index and the arm that goes first; the results so far. */
  interface Round<R> {
    R measure(int index, Lead lead);
  }

  /**
   * Measures the contract in pairs of forks, {@code count} of them, stopping after a pair when
   * {@code settled} says so; {@code inTurns}, both forks of a pair alive at once and taking turns
   * by iteration, else one after the other; each fork preloading its store, or, {@link
   * ComparePreload#ONCE}, opening a copy of the store the first fork of the first pair preloaded
   * (in {@value PreloadedOnce#DIRECTORY} of the run's directory, removed afterwards).
   *
   * @throws IllegalArgumentException for {@link ComparePreload#ONCE} on an engine that does not
   *     keep its store on disk
   */
  public Pairs inPairsOfForks(
      PairCount count, Predicate<Pairs> settled, boolean inTurns, ComparePreload preload) {
    ContractRun onA = inTurns(onArm(a, "arm-a").inPairs(inTurns), inTurns);
    ContractRun onB = inTurns(onArm(b, "arm-b").inPairs(inTurns), inTurns);
    Optional<PreloadedOnce> once = PreloadedOnce.of(run, preload);
    List<ForkResult> forksA = new ArrayList<>();
    List<ForkResult> forksB = new ArrayList<>();
    List<String> order = new ArrayList<>();
    List<List<Integer>> cpus = new ArrayList<>();
    Round<Pairs> pair =
        (index, lead) -> {
          StoreCopy copyA = storeCopy(once, index, lead == Lead.A);
          StoreCopy copyB = storeCopy(once, index, lead == Lead.B);
          if (inTurns) {
            List<ForkResult> both = inTurns(onA, onB, index, lead, copyA, copyB, once);
            forksA.add(both.get(0));
            forksB.add(both.get(1));
          } else if (lead == Lead.A) {
            forksA.add(alone(onA, a, index, copyA));
            forksB.add(alone(onB, b, index, copyB));
          } else {
            forksB.add(alone(onB, b, index, copyB));
            forksA.add(alone(onA, a, index, copyA));
          }
          order.add(lead == Lead.A ? "AB" : "BA");
          List<Integer> pinned = OperationCpus.of(onA, index);
          if (!pinned.isEmpty()) {
            cpus.add(pinned);
          }
          return new Pairs(
              ContractRunner.result(onA, forksA),
              ContractRunner.result(onB, forksB),
              String.join(" ", order),
              cpus);
        };
    try {
      return untilSettled(run.workload().seed(), count, pair, settled);
    } finally {
      once.ifPresent(PreloadedOnce::close);
    }
  }

  private static StoreCopy storeCopy(Optional<PreloadedOnce> once, int index, boolean leads) {
    return once.map(store -> store.forFork(index, leads)).orElse(StoreCopy.NONE);
  }

  /**
   * Measures the contract with both arms in each fork: arm A's class path, with arm B's engine
   * loaded from its own entries and measured in the reference's turns (see {@link
   * ContractRun#withOtherBuildInFork}); {@code count} forks, stopping after a fork when {@code
   * settled} says so, the forks kept in {@code directoryName} under the run's fork directory (so
   * that forks tried in one JVM before a comparison moves to pairs of forks keep their own). The
   * arm that leads a fork (its store opened and preloaded first, its turns first) is balanced over
   * the forks as the order of pairs of forks is: the arm that leads can measure faster for the
   * whole fork (measured: H2 MVStore's leading arm about 9 % above the average, see
   * docs/records/2026-11-25-ab-lead-balanced-and-fitted.md).
   */
  public InOneJvm inOneJvm(PairCount count, Predicate<InOneJvm> settled, String directoryName) {
    Path otherBuild = classPathFile(run.forks().directory().resolve("arm-b"), b);
    ContractRun both = onArm(a, directoryName).withOtherBuildInFork(otherBuild);
    Arm bothArms =
        new Arm(
            "A",
            a.description() + ", with arm B (" + b.description() + ") in the same JVM",
            a.classPath(),
            a.jvmArgs(),
            a.changed());
    List<ForkResult> forks = new ArrayList<>();
    List<Boolean> aLed = new ArrayList<>();
    Round<InOneJvm> fork =
        (index, lead) -> {
          forks.add(ofArm(bothArms, () -> runner.fork(both, index, lead == Lead.B)));
          aLed.add(lead == Lead.A);
          return new InOneJvm(ContractRunner.result(both, forks), aLed);
        };
    return untilSettled(run.workload().seed(), count, fork, settled);
  }

  /**
   * The results of {@code round}s, the arm that goes first in each drawn from {@code seed}, after
   * the first round from {@code count.least()} on that {@code settled} accepts, or after {@code
   * count.most()} rounds.
   */
  static <R> R untilSettled(long seed, PairCount count, Round<R> round, Predicate<R> settled) {
    BalancedOrder balanced = new BalancedOrder(seed);
    for (int index = 0; index < count.most(); index++) {
      R result = round.measure(index, balanced.nextFirstSideFirst() ? Lead.A : Lead.B);
      if (index + 1 >= count.least() && settled.test(result) || index + 1 == count.most()) {
        return result;
      }
    }
    throw new IllegalArgumentException("maxPairs must be at least 1, was " + count.most());
  }

  /** {@code arm}'s run, where its forks take turns warmed up and measured as long as that needs. */
  private static ContractRun inTurns(ContractRun arm, boolean inTurns) {
    return inTurns ? inTurns(arm) : arm;
  }

  /** {@code arm}'s run with the least warm-up and measured iterations of forks taking turns. */
  public static ContractRun inTurns(ContractRun arm) {
    return arm.withWarmupAtLeast(TURNS_LEAST_WARMUP).withIterationsAtLeast(TURNS_LEAST_ITERATIONS);
  }

  /**
   * Fork {@code index} of each arm, both at once, taking turns by iteration, the arm drawn to lead
   * taking the first; A's result, then B's. Where one fails, the other is told to stop waiting for
   * its turns, and the first failure is thrown.
   */
  private List<ForkResult> inTurns(
      ContractRun onA,
      ContractRun onB,
      int index,
      Lead lead,
      StoreCopy copyA,
      StoreCopy copyB,
      Optional<PreloadedOnce> once) {
    Path file = run.forks().directory().resolve("turns-" + (index + 1));
    long waitMillis = run.forks().deadline().toMillis();
    Turns turnsA = new Turns(file.toString(), lead == Lead.A ? 0 : 1, waitMillis);
    Turns turnsB = new Turns(file.toString(), lead == Lead.A ? 1 : 0, waitMillis);
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot keep the turns of a pair of forks in " + file, e);
    }
    return BothAtOnce.run(
        index,
        () -> ofArm(a, () -> runner.fork(onA, index, false, turnsA, copyA)),
        () -> ofArm(b, () -> runner.fork(onB, index, false, turnsB, copyB)),
        () -> {
          Files.writeString(file, Turns.STOPPED, StandardCharsets.US_ASCII);
          if (once.isPresent()) {
            once.get().stop();
          }
        });
  }

  /**
   * Fork {@code index} of {@code on}, {@code arm}'s engine in it alone or leading its reference.
   */
  private ForkResult alone(ContractRun on, Arm arm, int index, StoreCopy copy) {
    return ofArm(arm, () -> runner.fork(on, index, false, Turns.NONE, copy));
  }

  /** What {@code fork} measured; a failure names {@code arm} before the engine and cause. */
  private static ForkResult ofArm(Arm arm, Supplier<ForkResult> fork) {
    try {
      return fork.get();
    } catch (ForkFailedException e) {
      throw new ForkFailedException(
          "arm " + arm.name() + " (" + arm.description() + "): " + e.getMessage(), e);
    }
  }

  private ContractRun onArm(Arm arm, String name) {
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
