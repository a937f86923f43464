package io.kvperf.internal.arms;

import static io.kvperf.internal.arms.Bisection.Clarity.CLEAR;
import static io.kvperf.internal.arms.Bisection.Clarity.UNCLEAR;
import static io.kvperf.internal.arms.JudgedOutcomes.outcome;
import static io.kvperf.internal.arms.JudgedOutcomes.throughput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectHeading.Conclusion;
import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectSteps.Kind;
import io.kvperf.internal.account.BisectStepsHalfway;
import io.kvperf.internal.account.Finding.FirstMovedCommit;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.VersionNotRun.Effect;
import io.kvperf.internal.arms.BisectSearch.StepComparison;
import io.kvperf.internal.arms.Bisection.Finding;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.run.ForkFailedException;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A bisect's search over its steps names the first that moved beside the one before it, in few
 * comparisons, steps around a step it cannot build, says where nothing moved, and opens its account
 * with what it found in the steps' own names. The comparisons are fakes that judge each step at
 * once: a commit from the planted step on runs at 0.88 of the known-good one, against a 10 %
 * budget.
 */
class BisectSearchTest {
  private static final BisectSteps VERSIONS =
      new BisectSteps(
          Kind.RELEASED_VERSIONS,
          "org.rocksdb:rocksdbjni:",
          List.of("9.0.0", "9.1.0", "9.2.0", "10.0.0"));

  /** 30 commits, the known-good one first, by their first 12 hex digits. */
  private static final BisectSteps COMMITS =
      new BisectSteps(
          Kind.FIRST_PARENT_COMMITS,
          "git:",
          IntStream.range(0, 30)
              .mapToObj(i -> String.format(Locale.ROOT, "%012x", 0x3f2a9c000000L + 0x1b7L * i))
              .toList());

  /** The contract's budget: throughput 10 % lower at most. */
  private static final Budgets BUDGET = Budgets.throughputDrop(10);

  /** ceil(log2(30)) + 2: the most comparisons a search of 30 commits may take. */
  private static final int MOST_COMPARISONS = 5 + 2;

  /**
   * Fake comparisons of each commit with the known-good one: those from {@code stepAt} on moved;
   * those in {@code unbuildable} cannot be built, as a failed build of a git ref says.
   */
  private record FakeComparisons(int stepAt, Set<Integer> unbuildable, List<Integer> compared)
      implements StepComparison {
    FakeComparisons(int stepAt, Set<Integer> unbuildable) {
      this(stepAt, unbuildable, new ArrayList<>());
    }

    @Override
    public Outcome compare(int index, Budgets budget) {
      compared.add(index);
      if (unbuildable.contains(index)) {
        throw new IllegalArgumentException(
            "building store at " + COMMITS.names().get(index) + " failed: COMPILATION ERROR");
      }
      return outcome(throughput(index >= stepAt ? 0.88 : 1.0));
    }
  }

  private static BisectHeading opening(Outcome concluded) {
    return (BisectHeading) concluded.account().lines().get(0);
  }

  private static String commit(int index) {
    return COMMITS.names().get(index);
  }

  @Test
  void thePlantedStepIsNamedBesideTheCommitBeforeItInFewComparisons() {
    for (int stepAt = 1; stepAt < 30; stepAt++) {
      FakeComparisons comparisons = new FakeComparisons(stepAt, Set.of());

      Outcome concluded = BisectSearch.run(COMMITS, BUDGET, comparisons).concluded();

      assertThat(comparisons.compared())
          .as("step at %d", stepAt)
          .hasSizeLessThanOrEqualTo(MOST_COMPARISONS);
      assertThat(concluded.findings())
          .as("step at %d", stepAt)
          .containsExactly(
              new FirstMovedCommit(commit(stepAt), commit(stepAt - 1), throughput(0.88)));
      assertThat(opening(concluded).conclusion()).isEqualTo(Conclusion.FIRST_MOVED_FOUND);
      assertThat(concluded.verdict()).as("the two ends' verdict").isEqualTo(Verdict.FAILED);
    }
  }

  @Test
  void aCommitThatCannotBeBuiltIsSteppedAroundAndNamed() {
    // 14 is the first middle of 0..29: the search compares a neighbour instead.
    FakeComparisons comparisons = new FakeComparisons(20, Set.of(14));

    Outcome concluded = BisectSearch.run(COMMITS, BUDGET, comparisons).concluded();

    assertThat(comparisons.compared())
        .startsWith(29, 14)
        .hasSizeLessThanOrEqualTo(MOST_COMPARISONS + 1);
    assertThat(concluded.findings())
        .containsExactly(new FirstMovedCommit(commit(20), commit(19), throughput(0.88)));
    assertThat(opening(concluded).gaps()).containsExactly(commit(14));
    assertThat(concluded.account().lines())
        .contains(
            new VersionNotRun(
                commit(14),
                "building store at " + commit(14) + " failed: COMPILATION ERROR",
                Effect.STEPPED_AROUND));
  }

  @Test
  void aStepBesideACommitThatCannotBeBuiltIsBoundedByTheRangeThatHoldsIt() {
    FakeComparisons comparisons = new FakeComparisons(20, Set.of(19));

    Outcome concluded = BisectSearch.run(COMMITS, BUDGET, comparisons).concluded();

    assertThat(opening(concluded))
        .isEqualTo(
            new BisectHeading(
                COMMITS,
                Conclusion.BOUNDED_BY_GAPS,
                commit(18),
                Optional.of(commit(20)),
                List.of(commit(19))));
    assertThat(concluded.findings()).as("no commit is named as the first that moved").isEmpty();
  }

  @Test
  void aRangeWithNoStepSaysSoAfterOneComparison() {
    FakeComparisons comparisons = new FakeComparisons(Integer.MAX_VALUE, Set.of());

    Outcome concluded = BisectSearch.run(COMMITS, BUDGET, comparisons).concluded();

    assertThat(comparisons.compared()).containsExactly(29);
    assertThat(opening(concluded))
        .isEqualTo(
            new BisectHeading(
                COMMITS, Conclusion.NOTHING_MOVED, commit(29), Optional.empty(), List.of()));
    assertThat(concluded.findings()).isEmpty();
    assertThat(concluded.verdict()).isEqualTo(Verdict.PASSED);
  }

  @Test
  void aNewestCommitThatCannotBeBuiltLeavesNothingToBisect() {
    BisectSearch search = BisectSearch.run(COMMITS, BUDGET, new FakeComparisons(20, Set.of(29)));

    assertThatThrownBy(search::concluded)
        .isInstanceOf(ForkFailedException.class)
        .hasMessageStartingWith(
            "the newest of the range, "
                + commit(29)
                + ", could not run, so there is nothing to"
                + " bisect: building store at ");
  }

  /**
   * Comparisons of 18 versions that read the budget they are given, as the pairs do: each step's
   * throughput estimated within ±2.1 % of its ratio, FAILED where the estimate lies beyond the
   * budget and the interval below no change, PASSED where the interval lies within it.
   */
  private record BudgetReadingComparisons(
      int stepAt, double moved, double drift, List<Budgets> used) implements StepComparison {
    @Override
    public Outcome compare(int index, Budgets budget) {
      used.add(budget);
      double ratio = index >= stepAt ? moved : drift;
      double bound = 1 - budget.tolerancePercent(BudgetFigure.THROUGHPUT).orElseThrow() / 100;
      Estimate change = new Estimate(ratio, ratio - 0.021, ratio + 0.021);
      Verdict verdict =
          ratio < bound && change.high() < 1
              ? Verdict.FAILED
              : change.low() > bound ? Verdict.PASSED : Verdict.INCONCLUSIVE;
      return outcome(
          new Judgement(
              Figure.Run.THROUGHPUT,
              new Judgement.Compared(Judgement.Basis.OTHER_BUILD, JudgedOutcomes.OLDEST),
              change,
              Judgement.Limits.budget(bound),
              Judgement.Step.PAIRS,
              verdict,
              verdict == Verdict.FAILED ? Reason.BEYOND_BUDGET : Reason.WITHIN_BUDGET));
    }
  }

  @Test
  void theStepsBetweenTheEndsAreJudgedByWhichEndTheyAreNearer() {
    List<String> names = IntStream.range(0, 18).mapToObj(i -> "9." + i + ".0").toList();
    BisectSteps versions =
        new BisectSteps(Kind.RELEASED_VERSIONS, "org.rocksdb:rocksdbjni:", names);
    // The ends differ by 20 % against a 3 % budget; every version before the move drifts 1.5 %,
    // which a 3 % budget can neither pass nor fail at this width, but which lies near the oldest.
    Budgets contract = Budgets.throughputDrop(3);
    BudgetReadingComparisons comparisons =
        new BudgetReadingComparisons(11, 0.80, 0.985, new ArrayList<>());

    Outcome concluded = BisectSearch.run(versions, contract, comparisons).concluded();

    assertThat(opening(concluded).conclusion()).isEqualTo(Conclusion.FIRST_MOVED_FOUND);
    assertThat(opening(concluded).firstMoved()).contains("9.11.0");
    double halfway = 100 * (1 - Math.sqrt(0.80));
    assertThat(comparisons.used().get(0))
        .as("the ends, by the contract's budget")
        .isEqualTo(contract);
    assertThat(comparisons.used().subList(1, comparisons.used().size()))
        .as("the steps between, by half the ends' change")
        .allSatisfy(
            used ->
                assertThat(used.tolerancePercent(BudgetFigure.THROUGHPUT).orElseThrow())
                    .isCloseTo(halfway, within(1e-9)));
    assertThat(concluded.account().lines())
        .contains(
            new BisectStepsHalfway(
                List.of(new BisectStepsHalfway.Term("throughputDrop", 0.80, halfway))));
  }

  @Test
  void stepsAreJudgedByTheContractsBudgetWhereTheEndsDidNotMove() {
    List<Budgets> used = new ArrayList<>();
    BisectSearch.run(VERSIONS, BUDGET, new BudgetReadingComparisons(9, 0.80, 1.0, used));

    assertThat(used).containsExactly(BUDGET);
  }

  private static BisectHeading heading(Finding finding) {
    return BisectSearch.heading(VERSIONS, finding);
  }

  private static BisectHeading expected(
      Conclusion conclusion, String lastSame, Optional<String> firstMoved, List<String> gaps) {
    return new BisectHeading(VERSIONS, conclusion, lastSame, firstMoved, gaps);
  }

  @Test
  void theFirstVersionThatMovedIsNamedBesideTheOneBefore() {
    assertThat(heading(new Finding(List.of(3, 1, 2), 1, 2, CLEAR)))
        .isEqualTo(
            expected(Conclusion.FIRST_MOVED_FOUND, "9.1.0", Optional.of("9.2.0"), List.of()));
  }

  @Test
  void versionsThatCouldNotRunAreNamedAsSteppedAround() {
    assertThat(heading(new Finding(List.of(3, 1, 2), 0, 2, CLEAR, List.of(1))))
        .as("only a gap between the last that did not move and the first that did")
        .isEqualTo(
            expected(Conclusion.BOUNDED_BY_GAPS, "9.0.0", Optional.of("9.2.0"), List.of("9.1.0")));
    assertThat(heading(new Finding(List.of(3, 1, 2), 1, 2, CLEAR, List.of(0))))
        .isEqualTo(
            expected(
                Conclusion.FIRST_MOVED_FOUND, "9.1.0", Optional.of("9.2.0"), List.of("9.0.0")));
    assertThat(heading(new Finding(List.of(3, 2, 1), 0, 3, CLEAR, List.of(2, 1))).gaps())
        .as("the gaps oldest first, whatever order the search met them in")
        .containsExactly("9.1.0", "9.2.0");
  }

  @Test
  void endsThatAgreeOrAnInconclusiveStepSaySo() {
    assertThat(heading(new Finding(List.of(3), 3, -1, CLEAR)))
        .isEqualTo(expected(Conclusion.NOTHING_MOVED, "10.0.0", Optional.empty(), List.of()));
    assertThat(heading(new Finding(List.of(3), 0, -1, UNCLEAR)))
        .isEqualTo(expected(Conclusion.ENDS_UNCLEAR, "9.0.0", Optional.empty(), List.of()));
    assertThat(heading(new Finding(List.of(3, 1), 0, 3, UNCLEAR)))
        .isEqualTo(expected(Conclusion.STEP_UNCLEAR, "9.0.0", Optional.of("10.0.0"), List.of()));
  }

  @Test
  void theHeadingSpansTheRangeOldestToNewest() {
    BisectHeading heading = heading(new Finding(List.of(3), 3, -1, CLEAR));

    assertThat(heading.oldest()).isEqualTo("9.0.0");
    assertThat(heading.newest()).isEqualTo("10.0.0");
    assertThat(heading.steps().prefix()).isEqualTo("org.rocksdb:rocksdbjni:");
  }
}
