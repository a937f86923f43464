package io.kvperf.internal.decision;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.Finding;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.GateScores;
import io.kvperf.result.InvocationVerdict;
import io.kvperf.result.Judgement;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the deciders concluded for one result: their {@link Judgement}s, whose composition ({@link
 * InvocationVerdict}) is the verdict, the account that follows their headlines, and what the
 * reports draw beside them.
 *
 * @param judgements every figure judged, and every budgeted figure that could not be
 * @param account the deciders' account as values, which follows the judgements' headlines in every
 *     report: the figures compared, the calibration, the file written
 * @param result the result judged: the one given, with the confirmation round's forks if the gate
 *     measured one
 * @param shown what the reports draw and list beside the verdict
 */
public record Outcome(List<Judgement> judgements, Account account, PerfResult result, Shown shown) {

  /**
   * What the reports draw and list beside an outcome's verdict.
   *
   * @param baselineOpsPerSecond the raw throughput (mean of fork medians) of the baseline the
   *     result was compared with, or {@code NaN} when it was compared with none
   * @param scores the fork scores of each figure judged against the baseline, for the report's
   *     chart; empty when none was
   * @param estimates each figure of each comparison of two builds; empty when no build was compared
   * @param profileMoves the regression dossier's top moves; empty when no dossier was made
   * @param flameGraph the regression dossier's differential flame graph, for the HTML report;
   *     {@link FlameFrame#none()} when no dossier was made
   * @param findings what the run found, which the reports put first: a bisect's first version that
   *     moved, a sweep's worst version, a dossier's top cause; empty when it found none of these
   */
  public record Shown(
      double baselineOpsPerSecond,
      List<GateScores> scores,
      List<ArmEstimate> estimates,
      List<ProfileMove> profileMoves,
      FlameFrame flameGraph,
      List<Finding> findings) {
    /** Nothing to draw: compared with no baseline, no build, no dossier. */
    public static final Shown NOTHING =
        new Shown(Double.NaN, List.of(), List.of(), List.of(), FlameFrame.none(), List.of());

    /** Copies the lists and checks the flame graph is present. */
    public Shown {
      scores = List.copyOf(scores);
      estimates = List.copyOf(estimates);
      profileMoves = List.copyOf(profileMoves);
      Objects.requireNonNull(flameGraph, "flameGraph");
      findings = List.copyOf(findings);
    }

    Shown comparedWith(double opsPerSecond) {
      return new Shown(opsPerSecond, scores, estimates, profileMoves, flameGraph, findings);
    }

    Shown withScores(List<GateScores> judged) {
      return new Shown(baselineOpsPerSecond, judged, estimates, profileMoves, flameGraph, findings);
    }

    Shown withEstimates(List<ArmEstimate> compared) {
      return new Shown(baselineOpsPerSecond, scores, compared, profileMoves, flameGraph, findings);
    }

    Shown withDossier(List<ProfileMove> moves, FlameFrame flame) {
      return new Shown(baselineOpsPerSecond, scores, estimates, moves, flame, findings);
    }

    Shown withFindings(List<? extends Finding> more) {
      List<Finding> all = new ArrayList<>(findings);
      all.addAll(more);
      return new Shown(baselineOpsPerSecond, scores, estimates, profileMoves, flameGraph, all);
    }
  }

  /** Checks the parts are present and copies the judgements. */
  public Outcome {
    judgements = List.copyOf(judgements);
    Objects.requireNonNull(account, "account");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(shown, "shown");
  }

  /** An outcome of {@code judgements} with nothing drawn beside it yet. */
  public Outcome(List<Judgement> judgements, Account account, PerfResult result) {
    this(judgements, account, result, Shown.NOTHING);
  }

  /** The verdict and its reason, composed from the judgements. */
  public InvocationVerdict decision() {
    return InvocationVerdict.of(judgements);
  }

  /** The composed verdict. */
  public Verdict verdict() {
    return decision().verdict();
  }

  /** The composed verdict's reason. */
  public Reason reason() {
    return decision().reason();
  }

  /** Whether this outcome fails the contract. */
  public boolean failed() {
    return verdict() == Verdict.FAILED;
  }

  /** The baseline's raw throughput, or {@code NaN} ({@link Shown#baselineOpsPerSecond}). */
  public double baselineOpsPerSecond() {
    return shown.baselineOpsPerSecond();
  }

  /** The fork scores judged against the baseline ({@link Shown#scores}). */
  public List<GateScores> scores() {
    return shown.scores();
  }

  /** The estimates of the builds compared ({@link Shown#estimates}). */
  public List<ArmEstimate> estimates() {
    return shown.estimates();
  }

  /** The dossier's top moves ({@link Shown#profileMoves}). */
  public List<ProfileMove> profileMoves() {
    return shown.profileMoves();
  }

  /** The dossier's differential flame graph ({@link Shown#flameGraph}). */
  public FlameFrame flameGraph() {
    return shown.flameGraph();
  }

  /** What the run found ({@link Shown#findings}). */
  public List<Finding> findings() {
    return shown.findings();
  }

  /** This outcome, noting the baseline throughput it was compared with. */
  public Outcome comparedWith(double baselineOpsPerSecond) {
    return drawing(shown.comparedWith(baselineOpsPerSecond));
  }

  /** This outcome, with the fork scores it was judged on. */
  public Outcome withScores(List<GateScores> scores) {
    return drawing(shown.withScores(scores));
  }

  /** This outcome, with the estimates of the builds it compared. */
  public Outcome withEstimates(List<ArmEstimate> estimates) {
    return drawing(shown.withEstimates(estimates));
  }

  /** This outcome, with its regression dossier's top moves and differential flame graph. */
  public Outcome withDossier(List<ProfileMove> profileMoves, FlameFrame flameGraph) {
    return drawing(shown.withDossier(profileMoves, flameGraph));
  }

  /** This outcome with {@code more} findings after its own. */
  public Outcome withFindings(List<? extends Finding> more) {
    return drawing(shown.withFindings(more));
  }

  /** This outcome with another account. */
  public Outcome withAccount(Account account) {
    return new Outcome(judgements, account, result, shown);
  }

  /** This outcome with {@code more} judgements after its own, and {@code account}. */
  public Outcome with(List<Judgement> more, Account account) {
    List<Judgement> all = new ArrayList<>(judgements);
    all.addAll(more);
    return new Outcome(all, account, result, shown);
  }

  private Outcome drawing(Shown drawn) {
    return new Outcome(judgements, account, result, drawn);
  }
}
