package io.kvperf.internal.stats;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * How a figure varies when nothing changed, measured from A/A forks (the same code measured again,
 * in runs at different times), and the normalisation that cancels most of it.
 *
 * <p>A fork's score is {@code ln(engine) − β·ln(reference)}: β = 1 is the plain ratio, β = 0 raw
 * throughput (the only choice without a reference). β is how the engine's speed follows the
 * machine's, and it is estimated only where the forks show the machine moving: first from the forks
 * an update ran beside the kit's own CPU load ({@link LoadSlope}), the load as the instrument; else
 * from the runs' drift ({@link RunMeansSlope}), the slope of the runs' mean logarithms; each kept
 * when the reference moved at least {@link GateRule#MIN_IDENTIFYING_DRIFT_LN} and the slope is
 * known to {@link GateRule#SLOPE_UNCERTAINTY}; otherwise β = 1, the engine assumed to slow down as
 * the machine does. A first rule took the least-squares slope over pooled forks, which the
 * reference's own fork noise pulls toward 0 whenever the machine barely moves: three runs minutes
 * apart gave β 0.08 for an engine that moves with the machine, and its next slow hour looked like a
 * 25 % regression.
 *
 * <p>The scores' spread is then taken where it lives: between forks of one run ({@code sigmaFork},
 * pooled within runs) and between runs ({@code sigmaRun}: the spread of the runs' mean scores less
 * their forks' share). {@code sigmaRun} is at least the machine's known drift between runs ({@link
 * GateRule#MACHINE_DRIFT_LN}) that these runs did not show, times how far the engine's true slope
 * may lie from β ({@link #slopeError()}).
 *
 * <p>A baseline file keeps a calibration as one flat object of its groups' fields ({@code beta},
 * {@code sigmaFork}, {@code sigmaRaw}, …), as it did before they were grouped.
 *
 * @param normalisation β, where it came from, and the drift and load it was found from
 * @param spread the scores' spread: {@code sigmaFork}, the standard deviation of a fork's score
 *     within a run, and {@code sigmaRun}, between runs beyond what their forks' own spread explains
 *     and at least the drift they did not show, both natural-log units
 * @param plainSpreads the spreads without the normalisation, for the record
 * @param runs the runs the forks came from
 * @param forks the forks
 */
public record Calibration(
    @JsonUnwrapped Normalisation normalisation,
    @JsonUnwrapped ScoreSpread spread,
    @JsonUnwrapped PlainSpreads plainSpreads,
    int runs,
    int forks) {

  /**
   * Calibrates from {@code all}, at least two of them forks {@linkplain #alone(List) alone}. Forks
   * an update ran beside the kit's load measure β ({@link LoadSlope}) and nothing else: the spreads
   * come from the forks alone, which ran as a check's run.
   */
  public static Calibration of(List<ForkFigure> all) {
    List<ForkFigure> figures = alone(all);
    if (figures.size() < 2) {
      throw new IllegalArgumentException("calibration needs at least 2 forks alone");
    }
    boolean referenced = figures.stream().allMatch(ForkFigure::hasReference);
    double[] engine = figures.stream().mapToDouble(f -> Math.log(f.engine())).toArray();
    double sigmaRaw = Math.sqrt(Moments.variance(engine));
    double beta = 0;
    BetaSource source = BetaSource.NONE;
    double sigmaPlainRatio = Double.NaN;
    double seenDrift = 0;
    double unseenDrift = GateRule.MACHINE_DRIFT_LN;
    LoadSlope load = null;
    if (referenced) {
      double[] ratio =
          figures.stream()
              .mapToDouble(f -> Math.log(f.engine()) - Math.log(f.reference()))
              .toArray();
      sigmaPlainRatio = Math.sqrt(Moments.variance(ratio));
      RunMeansSlope slope = RunMeansSlope.of(figures);
      seenDrift = slope.referenceDriftLn();
      unseenDrift = slope.unseenDriftLn();
      if (all.stream().anyMatch(ForkFigure::besideLoad)) {
        load = LoadSlope.of(all);
        load = load.runs() == 0 ? null : load;
      }
      if (load != null && load.identified()) {
        beta = Math.max(0, Math.min(GateRule.MAX_BETA, load.slope()));
        source = BetaSource.LOAD;
      } else if (slope.identified()) {
        beta = Math.max(0, Math.min(GateRule.MAX_BETA, slope.slope()));
        source = BetaSource.RUNS;
      } else {
        beta = 1;
        source = BetaSource.ASSUMED;
      }
    }
    Map<String, List<Double>> byRun = scoresByRun(figures, beta);
    ScoreSpread spread = ScoreSpread.of(byRun);
    double sigmaRun = spread.sigmaRun();
    if (byRun.size() >= 2) {
      sigmaRun = Math.max(sigmaRun, source.slopeError() * unseenDrift);
    }
    return new Calibration(
        new Normalisation(beta, source, seenDrift, load),
        new ScoreSpread(spread.sigmaFork(), sigmaRun),
        new PlainSpreads(sigmaRaw, sigmaPlainRatio),
        byRun.size(),
        figures.size());
  }

  /**
   * The standard error of a new run's mean score of {@code newForks} forks minus the baseline's
   * level (the mean of its runs' means), whose runs have a mean of {@code meanInverseRunSize} for
   * 1/forks per run: {@code σ_run²·(1 + 1/runs) + σ_fork²·(1/n + Moments.mean(1/n_run)/runs)}.
   */
  public double standardError(int newForks, double meanInverseRunSize) {
    double run = spread.sigmaRun() * spread.sigmaRun();
    double fork = spread.sigmaFork() * spread.sigmaFork();
    return Math.sqrt(run * (1 + 1.0 / runs) + fork * (1.0 / newForks + meanInverseRunSize / runs));
  }

  /** How far the engine's true slope may lie from β ({@link Normalisation#slopeError()}). */
  public double slopeError() {
    return normalisation.slopeError();
  }

  /** This calibration with its figures rounded as a file keeps them. */
  public Calibration rounded() {
    return new Calibration(
        normalisation.rounded(), spread.rounded(), plainSpreads.rounded(), runs, forks);
  }

  /**
   * The forks of {@code figures} that ran without the kit's load beside them: those a check's forks
   * are like, whose spread and level the gate compares with.
   */
  public static List<ForkFigure> alone(List<ForkFigure> figures) {
    return figures.stream().filter(figure -> !figure.besideLoad()).toList();
  }

  /** The fork's score under this calibration's β. */
  public double score(ForkFigure figure) {
    return score(figure, normalisation.beta());
  }

  private static double score(ForkFigure figure, double beta) {
    double engine = Math.log(figure.engine());
    return beta == 0 ? engine : engine - beta * Math.log(figure.reference());
  }

  /** The scores under this β, grouped by run in order of first appearance. */
  public Map<String, List<Double>> scoresByRun(List<ForkFigure> figures) {
    return scoresByRun(figures, normalisation.beta());
  }

  private static Map<String, List<Double>> scoresByRun(List<ForkFigure> figures, double beta) {
    return ForkFigure.byRun(figures, figure -> score(figure, beta));
  }
}
