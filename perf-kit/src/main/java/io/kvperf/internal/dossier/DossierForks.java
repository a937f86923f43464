package io.kvperf.internal.dossier;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.DossierCost;
import io.kvperf.internal.account.DossierNotMade;
import io.kvperf.internal.account.DossierNotMade.Cause;
import io.kvperf.internal.account.DossierWritten;
import io.kvperf.internal.account.Finding;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.report.ComparisonAccountText;
import io.kvperf.internal.report.FlameGraphSvg;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ContractRun;
import io.kvperf.internal.run.ContractRunner;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.internal.run.PairedForks;
import io.kvperf.internal.run.StoreDirectory;
import io.kvperf.internal.settings.ComparePreload;
import io.kvperf.internal.settings.ExplainSettings;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.ForkResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ProfileMove;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The regression dossier of a comparison: extra pairs of forks, each arm in forks of its own with
 * no reference beside it, each profiling its measured iterations, for as long as {@code
 * kvperf.explain.time} allows; their profiles compared ({@link RegressionDossier}), the dossier
 * written to {@code dossier/dossier.md} in the run's directory and its top moves added to the
 * verdict's account. These forks enter no verdict and no interval; a failure among them is
 * reported, and the verdict stands.
 */
public final class DossierForks {
  /** The dossier's directory under the comparison's run directory. */
  public static final String DIRECTORY = "dossier";

  /** The moves of each kind the reports show. */
  public static final int TOP_PER_KIND = 5;

  private final ContractRun run;
  private final ExplainSettings settings;
  private final ContractRunner runner;

  /**
   * The dossiers of {@code run}'s comparisons, profiled as {@code settings} say and measured by
   * {@code runner}.
   */
  public DossierForks(ContractRun run, ExplainSettings settings, ContractRunner runner) {
    this.run = run;
    this.settings = settings;
    this.runner = runner;
  }

  /**
   * A dossier written: what it found, its file, and what its profiled pairs cost.
   *
   * @param dossier the profiles compared
   * @param file {@code dossier.md}
   * @param cost how many profiled pairs took how long, and A's throughput profiled against judged
   */
  private record Written(RegressionDossier dossier, Path file, DossierCost cost) {}

  /**
   * {@code judged} with the dossier of {@code a} against {@code b} added; {@code judgedA} is A's
   * result as the comparison measured it, against which the profiler's cost is told.
   */
  public Outcome explain(Arm a, Arm b, Outcome judged, PerfResult judgedA) {
    ComparisonLine failed;
    try {
      Written written = profileAndWrite(a, b, judgedA);
      RegressionDossier dossier = written.dossier();
      List<AccountLine> lines = new ArrayList<>(dossier.accountLines());
      lines.add(new DossierWritten(written.file(), written.cost()));
      List<ProfileMove> top = dossier.top(TOP_PER_KIND);
      return judged
          .withAccount(judged.account().then(new Account(lines)))
          .withDossier(top, dossier.flameGraph())
          .withFindings(Finding.topCause(top));
    } catch (ForkFailedException | UncheckedIOException | IllegalArgumentException e) {
      failed =
          new DossierNotMade(
              Cause.PROFILED_FORKS_FAILED,
              String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
    } catch (IOException e) {
      failed = new DossierNotMade(Cause.NOT_WRITTEN, String.valueOf(e.getMessage()));
    }
    return judged
        .withAccount(judged.account().then(failed))
        .withDossier(List.of(), FlameFrame.none());
  }

  /**
   * Profiles pairs of forks of {@code a} and {@code b} for as long as {@code kvperf.explain.time}
   * allows, compares their profiles, and writes the dossier and its flame graph.
   */
  private Written profileAndWrite(Arm a, Arm b, PerfResult judgedA) throws IOException {
    Path directory = run.forks().directory().resolve(DIRECTORY);
    long started = System.nanoTime();
    long deadline = started + settings.time().toNanos();
    StoreDirectory.delete(directory);
    PairedForks.Pairs pairs =
        new PairedForks(runner, run.profiledIn(directory), a, b)
            .inPairsOfForks(
                new PairedForks.PairCount(ExplainSettings.LEAST_PAIRS, ExplainSettings.MOST_PAIRS),
                profiled -> System.nanoTime() >= deadline,
                false,
                ComparePreload.EACH);
    RegressionDossier dossier =
        ProfileFiles.read(
            directory.resolve("arm-a"), directory.resolve("arm-b"), a.classPath(), b.classPath());
    double seconds = (System.nanoTime() - started) / 1e9;
    DossierCost cost = new DossierCost(dossier.pairs(), seconds, percent(pairs.a(), judgedA));
    Path file = directory.resolve(RegressionDossier.FILE);
    Files.writeString(
        file,
        DossierMarkdown.of(
            dossier,
            "Why " + run.contractId() + " [" + run.engine().id() + "] moved",
            List.of(
                "A: " + a.description() + "; " + a.describeChanged() + jvm(a),
                "B: " + b.description() + "; " + b.describeChanged() + jvm(b),
                "engine options: " + run.engine().options(),
                ComparisonAccountText.cost(cost)),
            15),
        StandardCharsets.UTF_8);
    if (!dossier.flameGraph().isEmpty()) {
      Files.writeString(
          directory.resolve(RegressionDossier.FLAME_GRAPH_FILE),
          FlameGraphSvg.of(dossier.flameGraph()),
          StandardCharsets.UTF_8);
    }
    return new Written(dossier, file, cost);
  }

  private static String jvm(Arm arm) {
    return arm.jvmArgs().isEmpty() ? "" : "; JVM options " + arm.jvmArgs();
  }

  /**
   * The median over {@code profiled}'s forks of their mean throughput, over the same of {@code
   * judged}'s forks (arm A's, measured beside a reference or arm B), as a percentage: the
   * profiler's cost, give or take the fork-to-fork spread; {@code NaN} where either is missing.
   */
  private static double percent(PerfResult profiled, PerfResult judged) {
    double profiledOps = median(profiled.forks());
    double judgedOps = median(judged.forks());
    if (!(profiledOps > 0) || !(judgedOps > 0)) {
      return Double.NaN;
    }
    return 100 * profiledOps / judgedOps;
  }

  private static double median(List<ForkResult> forks) {
    return ForkResult.median(
        forks.stream().map(fork -> fork.throughput().meanOpsPerSecond()).toList());
  }
}
