package io.kvperf.internal.decision;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Budgets for tests, written positionally as the annotation's attributes; NaN sets no term. */
public final class TestBudgets {
  private TestBudgets() {}

  public static Budgets of(
      double throughputDrop,
      double p99Rise,
      Optional<Duration> gcMaxPause,
      double gcShare,
      double allocationRise,
      double diskRise,
      double gcPauseRise,
      double writeAmplificationRise) {
    List<BudgetTerm> terms = new ArrayList<>();
    add(terms, BudgetFigure.THROUGHPUT, throughputDrop);
    add(terms, BudgetFigure.P99_LATENCY, p99Rise);
    gcMaxPause.ifPresent(pause -> terms.add(BudgetTerm.gcMaxPause(pause)));
    add(terms, BudgetFigure.GC_SHARE, gcShare);
    add(terms, BudgetFigure.ALLOCATION, allocationRise);
    add(terms, BudgetFigure.DISK, diskRise);
    add(terms, BudgetFigure.GC_PAUSES, gcPauseRise);
    add(terms, BudgetFigure.WRITE_AMPLIFICATION, writeAmplificationRise);
    return new Budgets(terms);
  }

  private static void add(List<BudgetTerm> terms, BudgetFigure figure, double percent) {
    if (!Double.isNaN(percent)) {
      terms.add(BudgetTerm.percent(figure, percent));
    }
  }
}
