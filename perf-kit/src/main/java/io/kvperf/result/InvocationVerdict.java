package io.kvperf.result;

import java.util.List;
import java.util.Optional;

/**
 * An invocation's verdict and its reason, composed from its {@link Judgement}s, the one place where
 * judgements combine. In order:
 *
 * <ol>
 *   <li>{@code FAILED} if a judgement failed;
 *   <li>{@code UPDATED} if the result was recorded as the baseline;
 *   <li>{@code INCONCLUSIVE} if a comparison could not decide;
 *   <li>{@code PASSED} if a comparison with another engine or operation type measured in the same
 *       run held: it needs no baseline;
 *   <li>{@code NOT_CHECKED} if a budgeted figure could not be judged, with that figure's reason;
 *   <li>{@code OFF} if baselines are off;
 *   <li>{@code PASSED} if a budget held;
 *   <li>otherwise {@code NOT_CHECKED}: with the reason of the first judgement that only informs
 *       (estimated on two builds, absent from the baseline), or {@link Reason#NO_BUDGET}.
 * </ol>
 *
 * <p>So an invocation is {@code PASSED} only when a budget was checked.
 *
 * @param verdict the invocation's verdict
 * @param reason why: the reason of the judgement that decided it
 */
public record InvocationVerdict(Verdict verdict, Reason reason) {

  /** The verdict of an invocation judged {@code judgements}. */
  public static InvocationVerdict of(List<Judgement> judgements) {
    List<Judgement> counting = judgements.stream().filter(j -> j.reason().counts()).toList();
    for (Verdict first : List.of(Verdict.FAILED, Verdict.UPDATED, Verdict.INCONCLUSIVE)) {
      Optional<Judgement> found = first(counting, first);
      if (found.isPresent()) {
        return new InvocationVerdict(first, found.get().reason());
      }
    }
    Optional<Judgement> sameRun =
        counting.stream()
            .filter(j -> j.verdict() == Verdict.PASSED)
            .filter(
                j ->
                    j.basis() == Judgement.Basis.OTHER_ENGINE
                        || j.basis() == Judgement.Basis.OTHER_OPERATION)
            .findFirst();
    if (sameRun.isPresent()) {
      return new InvocationVerdict(Verdict.PASSED, sameRun.get().reason());
    }
    for (Verdict next : List.of(Verdict.NOT_CHECKED, Verdict.OFF, Verdict.PASSED)) {
      Optional<Judgement> found = first(counting, next);
      if (found.isPresent()) {
        return new InvocationVerdict(next, found.get().reason());
      }
    }
    return new InvocationVerdict(
        Verdict.NOT_CHECKED, judgements.isEmpty() ? Reason.NO_BUDGET : judgements.get(0).reason());
  }

  private static Optional<Judgement> first(List<Judgement> judgements, Verdict verdict) {
    return judgements.stream().filter(j -> j.verdict() == verdict).findFirst();
  }

  /** Whether the invocation failed. */
  public boolean failed() {
    return verdict == Verdict.FAILED;
  }
}
