package io.kvperf.internal.run;

import io.kvperf.engine.DeclaredSettings;
import io.kvperf.internal.protocol.Alternation;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.MetricsFile;
import io.kvperf.internal.protocol.StoreCopy;
import io.kvperf.internal.protocol.Turns;
import io.kvperf.internal.soak.SoakGcLog;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;

/**
 * Runs one contract on one engine in a forked JVM through JMH's {@link Runner} and returns its
 * result. The run directory keeps the fork plan, the JMH log and JMH's JSON result; the console
 * shows the kit's own lines from the fork (preload progress), and JMH's too when verbose. The
 * store's directory is deleted afterwards.
 */
public final class ContractRunner {
  /** The store's directory in a fork's. */
  private static final String STORE = "store";

  /** The plan the fork reads. */
  private static final String PLAN = "fork-plan.bin";

  /** What the fork measured, which it writes. */
  private static final String METRICS = "fork-metrics.bin";

  /** A copy of {@link #METRICS} for people. */
  private static final String READABLE_METRICS = "fork-metrics.json";

  private final PrintStream console;
  private final JmhFork jmh;

  /**
   * A runner that shows the kit's lines from the fork on {@code console}, and JMH's whole output
   * too when {@code verbose}.
   */
  public ContractRunner(PrintStream console, boolean verbose) {
    this.console = console;
    this.jmh = new JmhFork(console, verbose);
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
        new PerfResult.Subject(
            run.contractId(),
            run.engine().id(),
            DeclaredSettings.options(run.engine(), run.subject().settings()),
            run.scale(),
            run.workload().threads()),
        forks,
        new PerfResult.Platform(JmhOptionsFactory.forkJvmArgs(run), forks.get(0).environment()));
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
    return fork(run, index, referenceLeads, Turns.NONE);
  }

  /**
   * {@link #fork(ContractRun, int, boolean)}, the fork taking {@code turns} with the other fork of
   * its pair, iteration by iteration.
   */
  public ForkResult fork(ContractRun run, int index, boolean referenceLeads, Turns turns) {
    return fork(run, index, referenceLeads, turns, StoreCopy.NONE);
  }

  /**
   * {@link #fork(ContractRun, int, boolean, Turns)}, the fork's store a copy of one preloaded once
   * where {@code storeCopy} says so.
   */
  ForkResult fork(
      ContractRun run, int index, boolean referenceLeads, Turns turns, StoreCopy storeCopy) {
    Path directory = run.forks().directory().resolve("fork-" + (index + 1));
    try {
      Files.createDirectories(directory);
      StoreDirectory.recreate(directory.resolve(STORE));
      // The fork reads and writes the .bin files; the .json copies are for people.
      Files.deleteIfExists(directory.resolve(METRICS));
      Files.deleteIfExists(directory.resolve(READABLE_METRICS));
      plan(run, index, directory, referenceLeads, turns, storeCopy)
          .write(directory.resolve(PLAN), directory.resolve("fork-plan.json"));
      Options options =
          JmhOptionsFactory.options(
              run, directory.resolve(PLAN), directory.resolve("jmh-result.json"));
      try {
        return measured(run, directory, options, referenceLeads);
      } finally {
        cleanUp(directory);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "kvperf I/O in the run directory " + directory + " failed: " + e, e);
    }
  }

  /**
   * The plan of fork number {@code index} in {@code directory}: what it measures, where it writes,
   * on which CPUs its operation threads run, and the turns it takes with the other fork of its
   * pair, and where its store comes from.
   */
  private static ForkPlan plan(
      ContractRun run,
      int index,
      Path directory,
      boolean referenceLeads,
      Turns turns,
      StoreCopy storeCopy) {
    return new ForkPlan(
        new ForkPlan.Target(
            run.engine().id(),
            run.subject().settings(),
            directory.resolve(STORE).toAbsolutePath().toString(),
            storeCopy),
        new ForkPlan.Load(
            run.workload(),
            run.opsPerSecond(),
            run.measurement().latencyEvery(),
            run.measurement().insertSpan(run.workload().threads()),
            OperationCpus.of(run, index),
            turns),
        run.companion(),
        referenceLeads,
        directory.resolve(METRICS).toAbsolutePath().toString(),
        run.forks().profiled() ? directory.toAbsolutePath().toString() : "");
  }

  /**
   * Runs the fork planned in {@code directory} and reads what it measured: its scores, split
   * between the engine and the reference by their places in the {@link Alternation}, and its
   * metrics; its timeline is added to the JMH log.
   */
  private ForkResult measured(
      ContractRun run, Path directory, Options options, boolean referenceLeads) throws IOException {
    long launched = System.currentTimeMillis();
    List<Double> scores = jmh.scores(run, directory, options);
    long done = System.currentTimeMillis();
    MetricsFile file = MetricsFile.read(directory.resolve(METRICS));
    file.writeReadableCopy(directory.resolve(READABLE_METRICS));
    Files.writeString(
        directory.resolve("jmh.log"),
        file.timeline().describe(launched, done) + System.lineSeparator(),
        StandardOpenOption.APPEND);
    boolean withReference = file.reference() != null;
    return new ForkResult(
        new ThroughputResult(
            pick(scores, i -> !(withReference && Alternation.isReference(i, referenceLeads)))),
        run.measurement().soak() ? SoakGcLog.withJvmLog(file.metrics(), directory) : file.metrics(),
        withReference
            ? new ThroughputResult(pick(scores, i -> Alternation.isReference(i, referenceLeads)))
            : null,
        file.reference(),
        file.environment());
  }

  /**
   * Deletes what the fork in {@code directory} leaves that is not for people: store, plan, data.
   */
  private static void cleanUp(Path directory) throws IOException {
    StoreDirectory.delete(directory.resolve(STORE));
    StoreDirectory.delete(directory.resolve(ForkPlan.OTHER_BUILD_STORE));
    Files.deleteIfExists(directory.resolve(PLAN));
    Files.deleteIfExists(directory.resolve(METRICS));
    // Left behind by a fork that was killed before it could delete it.
    Files.deleteIfExists(directory.resolve(ForkPlan.GC_RECORDING));
  }

  /** The scores at the places of the {@link Alternation} that {@code place} takes. */
  private static List<Double> pick(List<Double> scores, IntPredicate place) {
    List<Double> picked = new ArrayList<>();
    for (int i = 0; i < scores.size(); i++) {
      if (place.test(i)) {
        picked.add(scores.get(i));
      }
    }
    return picked;
  }
}
