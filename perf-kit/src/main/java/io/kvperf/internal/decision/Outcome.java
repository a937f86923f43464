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
 * InvocationVerdict}) is the verdict, and the account that follows their headlines.
 *
 * @param judgements every figure judged, and every budgeted figure that could not be
 * @param account the deciders' account as values, which follows the judgements' headlines in every
 *     report: the figures compared, the calibration, the file written
 * @param result the result judged: the one given, with the confirmation round's forks if the gate
 *     measured one
 * @param baselineOpsPerSecond the raw throughput (mean of fork medians) of the baseline the result
 *     was compared with, or {@code NaN} when it was compared with none
 * @param scores the fork scores of each figure judged against the baseline, for the report's chart;
 *     empty when none was
 * @param estimates each figure of each comparison of two builds, for the reports; empty when no
 *     build was compared
 * @param profileMoves the regression dossier's top moves, for the reports; empty when no dossier
 *     was made
 * @param flameGraph the regression dossier's differential flame graph, for the HTML report; {@link
 *     FlameFrame#none()} when no dossier was made
 * @param findings what the run found, which the reports put first: a bisect's first version that
 *     moved, a sweep's worst version, a dossier's top cause; empty when it found none of these
 */
public record Outcome(
    List<Judgement> judgements,
    Account account,
    PerfResult result,
    double baselineOpsPerSecond,
    List<GateScores> scores,
    List<ArmEstimate> estimates,
    List<ProfileMove> profileMoves,
    FlameFrame flameGraph,
    List<Finding> findings) {

  /** Checks the account and result are present and copies the lists. */
  public Outcome {
    judgements = List.copyOf(judgements);
    Objects.requireNonNull(account, "account");
    Objects.requireNonNull(result, "result");
    scores = List.copyOf(scores);
    estimates = List.copyOf(estimates);
    profileMoves = List.copyOf(profileMoves);
    Objects.requireNonNull(flameGraph, "flameGraph");
    findings = List.copyOf(findings);
  }

  /** An outcome without a regression dossier. */
  public Outcome(
      List<Judgement> judgements,
      Account account,
      PerfResult result,
      double baselineOpsPerSecond,
      List<GateScores> scores,
      List<ArmEstimate> estimates) {
    this(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        List.of(),
        FlameFrame.none(),
        List.of());
  }

  /** An outcome of {@code judgements} that compared with no baseline. */
  public Outcome(List<Judgement> judgements, Account account, PerfResult result) {
    this(judgements, account, result, Double.NaN, List.of(), List.of());
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

  /** This outcome, noting the baseline throughput it was compared with. */
  public Outcome comparedWith(double baselineOpsPerSecond) {
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome, with the fork scores it was judged on. */
  public Outcome withScores(List<GateScores> scores) {
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome, with its regression dossier's top moves and differential flame graph. */
  public Outcome withDossier(List<ProfileMove> profileMoves, FlameFrame flameGraph) {
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome, with the estimates of the builds it compared. */
  public Outcome withEstimates(List<ArmEstimate> estimates) {
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome with another account. */
  public Outcome withAccount(Account account) {
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome with {@code more} judgements after its own, and {@code account}. */
  public Outcome with(List<Judgement> more, Account account) {
    List<Judgement> all = new ArrayList<>(judgements);
    all.addAll(more);
    return new Outcome(
        all,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        findings);
  }

  /** This outcome with {@code more} findings after its own. */
  public Outcome withFindings(List<? extends Finding> more) {
    List<Finding> all = new ArrayList<>(findings);
    all.addAll(more);
    return new Outcome(
        judgements,
        account,
        result,
        baselineOpsPerSecond,
        scores,
        estimates,
        profileMoves,
        flameGraph,
        all);
  }

  /** Whether this outcome fails the contract. */
  public boolean failed() {
    return verdict() == Verdict.FAILED;
  }
}
