package io.kvperf.internal.store;

import io.kvperf.internal.account.GateBoundary;
import io.kvperf.internal.decision.BudgetFigure;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.stats.GateRule;
import io.kvperf.result.Environment;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How many figures a build can gate against stored baselines on this machine. Their number sets how
 * far each boundary lies ({@link GateRule#boundaryStandardErrors(int)}), so that together they
 * spend at most {@link GateRule#BUILD_FALSE_ALARM} of false alarms.
 *
 * <p>They are counted in the baseline store, not among the tests a build selects, because the store
 * is the same whichever runner, selection or order runs them. A figure counts when its entry was
 * recorded on this CPU (model and cores) at this scale with the runs a calibration needs ({@link
 * GateRule#MIN_RUNS}), and its contract still has a budget on it: throughput is one figure, a p99
 * budget one per operation the entry measured. That is every sequential decision a full build here
 * can make; a build that runs fewer of them spends less than its share.
 *
 * @param count how many figures; at least one whenever a gate compares, since the entry it compares
 *     with is counted
 */
public record GatedFigures(int count) {
  /** Checks the count is not negative. */
  public GatedFigures {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative, was " + count);
    }
  }

  /**
   * The figures gated by the entries of {@code store} for {@code machine} at {@code scale}.
   *
   * @param budgets the budget of a contract id as its contract declares it now; empty when the
   *     contract is gone, which gates nothing
   * @param unreadable told of each baseline file that cannot be read: it gates nothing, and only
   *     its own contract fails, when it runs
   */
  public static GatedFigures in(
      BaselineStore store,
      Environment machine,
      String scale,
      Function<String, Optional<Budgets>> budgets,
      Consumer<BaselineFileException> unreadable) {
    int count = 0;
    for (BaselineDocument document : store.documents(unreadable)) {
      Optional<Budgets> budget = Optional.empty();
      for (BaselineEntry entry : document.entries()) {
        if (!entry.key().scale().equals(scale)
            || !entry.key().environment().cpuModel().equals(machine.cpuModel())
            || entry.key().environment().cores() != machine.cores()
            || entry.runs().size() < GateRule.MIN_RUNS) {
          continue;
        }
        if (budget.isEmpty()) {
          budget = Optional.of(budgets.apply(document.contract()).orElse(Budgets.NONE));
        }
        count += figures(entry, budget.get());
      }
    }
    return new GatedFigures(count);
  }

  private static int figures(BaselineEntry entry, Budgets budget) {
    int figures = budget.term(BudgetFigure.THROUGHPUT).isPresent() ? 1 : 0;
    if (budget.term(BudgetFigure.P99_LATENCY).isPresent()) {
      figures += Figures.p99Operations(entry.forks()).size();
    }
    return figures;
  }

  /** How many standard errors away each gated figure's boundary lies at least. */
  public double boundaryStandardErrors() {
    return GateRule.boundaryStandardErrors(count);
  }

  /** The boundary's least distance and why, for the accounts that name it. */
  public GateBoundary boundary() {
    return new GateBoundary(
        boundaryStandardErrors(), Math.max(1, count), 100 * GateRule.BUILD_FALSE_ALARM);
  }
}
