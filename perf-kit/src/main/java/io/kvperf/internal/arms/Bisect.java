package io.kvperf.internal.arms;

import io.kvperf.internal.arms.Bisection.Finding;
import io.kvperf.internal.build.BisectRange;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.decision.Outcome;
import io.kvperf.internal.dossier.DossierForks;
import io.kvperf.internal.run.Arm;
import io.kvperf.internal.run.ArmClassPath;
import java.nio.file.Path;
import java.util.List;

/**
 * A bisect ({@code kvperf.compare.bisect=true}) of the released versions between two ({@code
 * group:artifact:from,to}) or of the first-parent commits between two refs ({@code
 * git:<good>..<bad>}): the newest step against the oldest first; where they differ beyond the
 * budget, the steps in between, halving the range each time ({@link BisectSearch}), each against
 * the oldest and judged by which end it is nearer ({@link HalfwayBudget}), until the first step
 * that moved is named. Each step is resolved or built when the search reaches it ({@link
 * BisectRange#build}), each comparison in a directory of its own; a step that cannot be built or
 * run here is a gap the search steps around, and the account says so. The verdict is the two ends'
 * comparison's. Where the search names the first step that moved and {@code kvperf.explain} asks
 * for it, the regression dossier compares that step with the last before it ({@link DossierForks}):
 * for commits, its first parent.
 */
final class Bisect {
  private final ArmsComparison comparison;
  private final BisectRange range;
  private final List<Path> launch = ArmClassPath.launch();

  /** The bisect of {@code range}, each step compared with the oldest by {@code comparison}. */
  Bisect(ArmsComparison comparison, BisectRange range) {
    this.comparison = comparison;
    this.range = range;
  }

  /**
   * Searches the range, concludes with the two ends' comparison and the search's account, and where
   * it named the first step that moved and {@code kvperf.explain} asks for it, adds the dossier of
   * that step against the last before it.
   */
  Outcome run() {
    BisectSearch search =
        BisectSearch.run(range.steps(), comparison.budget(), this::compareWithOldest);
    Finding finding = search.finding();
    Outcome concluded = search.concluded();
    if (!finding.found() || !comparison.explains(concluded)) {
      return concluded;
    }
    // The dossier of the move itself: the first step that moved against the last before it.
    Arm before = range.build(finding.lastSame()).arm("B", launch);
    Arm moved = range.build(finding.firstMoved()).arm("A", launch);
    return comparison.explain(
        moved, before, concluded, search.outcome(finding.firstMoved()).result());
  }

  /** The step at {@code index} as arm A against the oldest as arm B, judged by {@code budget}. */
  private Outcome compareWithOldest(int index, Budgets budget) {
    // The oldest first: the step's build, had after it, then never removes it from the cache.
    Arm oldest = range.build(0).arm("B", launch);
    Arm step = range.build(index).arm("A", launch);
    return comparison.in(range.directoryName(index)).judgedBy(budget).judged(step, oldest);
  }
}
