package io.kvperf.internal.report;

import static io.kvperf.internal.report.LineWords.words;

import io.kvperf.internal.account.Account;
import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.BisectHeading;
import io.kvperf.internal.account.BisectSteps;
import io.kvperf.internal.account.BisectStepsHalfway;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.DossierCost;
import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierNoProfile;
import io.kvperf.internal.account.DossierNotMade;
import io.kvperf.internal.account.DossierNothingGrew;
import io.kvperf.internal.account.DossierWritten;
import io.kvperf.internal.account.ForksInTurns;
import io.kvperf.internal.account.IterationsRaised;
import io.kvperf.internal.account.NativeLibrariesApart;
import io.kvperf.internal.account.OneJvmFair;
import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.account.PairedFigureEstimated;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairedFigureNotMeasured;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsPinned;
import io.kvperf.internal.account.StorePreloadedOnce;
import io.kvperf.internal.account.SweepHeading;
import io.kvperf.internal.account.ThisBuildOnly;
import io.kvperf.internal.account.VersionAccount;
import io.kvperf.internal.account.VersionNotRun;
import io.kvperf.internal.account.WarmupRaised;
import io.kvperf.internal.files.ShownPath;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The words of a comparison of two builds' account ({@link ComparisonLine}): its pairs and figures,
 * how its arms ran, a sweep's versions or a bisect's versions or commits, a regression dossier, and
 * why a contract was not compared. A line under the opening one is indented by two spaces, and a
 * version's own account by four.
 */
public final class ComparisonAccountText {
  private static final String INDENT = "  ";
  private static final String NESTED = "\n    ";

  /** A function per kind of line, but a version's, which nests an account. */
  private static final LineWords<ComparisonLine> WORDS =
      new LineWords<>(
          words(PairsHeading.class, PairAccountText::heading),
          words(PairsEstimateHeading.class, PairAccountText::heading),
          words(PairedFigureJudged.class, PairAccountText::judged),
          words(PairedFigureEstimated.class, PairAccountText::estimated),
          words(AllocationWithinSlack.class, PairAccountText::slack),
          words(PairedFigureNotMeasured.class, PairAccountText::notMeasured),
          words(ArmsOrder.class, PairAccountText::order),
          words(OneJvmFair.class, PairAccountText::fair),
          words(OneJvmLeft.class, PairAccountText::left),
          words(NativeLibrariesApart.class, PairAccountText::nativeLibraries),
          words(PairsPinned.class, PairAccountText::pinned),
          words(ForksInTurns.class, PairAccountText::inTurns),
          words(StorePreloadedOnce.class, PairAccountText::preloadedOnce),
          words(ComparedArm.class, PairAccountText::arm),
          words(SweepHeading.class, ComparisonAccountText::sweep),
          words(VersionNotRun.class, ComparisonAccountText::notRun),
          words(BisectHeading.class, ComparisonAccountText::bisect),
          words(BisectStepsHalfway.class, ComparisonAccountText::halfway),
          words(DossierHeadline.class, l -> "why: " + l.move().describe()),
          words(DossierNothingGrew.class, ComparisonAccountText::nothingGrew),
          words(DossierNoProfile.class, ComparisonAccountText::noProfile),
          words(DossierWritten.class, ComparisonAccountText::written),
          words(DossierNotMade.class, ComparisonAccountText::notMade),
          words(ThisBuildOnly.class, ComparisonAccountText::thisBuildOnly),
          words(WarmupRaised.class, ComparisonAccountText::warmup),
          words(IterationsRaised.class, ComparisonAccountText::iterations));

  private ComparisonAccountText() {}

  /**
   * The text of {@code line}, of one line or more; {@code accountText} writes a version's own
   * account.
   */
  public static String of(ComparisonLine line, Function<Account, String> accountText) {
    if (line instanceof VersionAccount version) {
      return INDENT
          + version.version()
          + ": "
          + version.verdict()
          + NESTED
          + accountText.apply(version.account()).replace("\n", NESTED);
    }
    String text =
        WORDS
            .of(line)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "no words for a comparison's line of " + line.getClass()));
    return opens(line) ? text : INDENT + text;
  }

  /**
   * {@code 4 profiled pairs took 41 s; profiled, A ran at 93 % of its judged forks' throughput}:
   * what a dossier's profiled pairs cost, in its account and in {@code dossier.md}.
   */
  public static String cost(DossierCost cost) {
    return String.format(
        Locale.ROOT,
        "%d profiled pairs took %.0f s; profiled, A ran at %s of its judged forks' throughput",
        cost.profiledPairs(),
        cost.tookSeconds(),
        Double.isNaN(cost.profiledThroughputPercent())
            ? "?"
            : String.format(Locale.ROOT, "%.0f %%", cost.profiledThroughputPercent()));
  }

  /** Whether {@code line} opens an account, written without an indent. */
  private static boolean opens(ComparisonLine line) {
    return line instanceof PairsHeading
        || line instanceof PairsEstimateHeading
        || line instanceof SweepHeading
        || line instanceof BisectHeading
        || line instanceof ThisBuildOnly;
  }

  private static String sweep(SweepHeading line) {
    return "version sweep, each version against "
        + line.first()
        + " (the figures before this account are the last version's that ran):";
  }

  private static String notRun(VersionNotRun line) {
    return line.version()
        + switch (line.effect()) {
          case FAILS_THE_SWEEP -> ": FAILED, it could not run";
          case STEPPED_AROUND -> ": could not run, stepped around";
        }
        + NESTED
        + line.cause().replace("\n", NESTED);
  }

  private static String bisect(BisectHeading line) {
    BisectSteps steps = line.steps();
    return "bisect of "
        + steps.prefix()
        + line.oldest()
        + " to "
        + line.newest()
        + " ("
        + steps.size()
        + switch (steps.kind()) {
          case RELEASED_VERSIONS -> " released versions";
          case FIRST_PARENT_COMMITS -> " first-parent commits, the first known good";
        }
        + "), each against "
        + line.oldest()
        + ": "
        + conclusion(line)
        + " (the figures before this account are "
        + line.newest()
        + "'s)";
  }

  private static String halfway(BisectStepsHalfway line) {
    return "each step between the ends judged by which end it is nearer: "
        + line.terms().stream()
            .map(
                term ->
                    String.format(
                        Locale.ROOT,
                        "%s %.1f %%, half the ends' %+.1f %%",
                        term.attribute(),
                        term.halfwayPercent(),
                        100 * (term.endsRatio() - 1)))
            .collect(Collectors.joining("; "));
  }

  /** What the search found, in one sentence, a step named by its kind. */
  private static String conclusion(BisectHeading line) {
    String step =
        switch (line.steps().kind()) {
          case RELEASED_VERSIONS -> "version";
          case FIRST_PARENT_COMMITS -> "commit";
        };
    String lastSame = line.lastSame();
    String firstMoved = line.firstMoved().orElse("");
    String text =
        switch (line.conclusion()) {
          case FIRST_MOVED_FOUND ->
              "the first "
                  + step
                  + " that moved is "
                  + firstMoved
                  + "; "
                  + lastSame
                  + ", the last "
                  + step
                  + " before it that ran, did not";
          case ENDS_UNCLEAR ->
              "the two ends' comparison was inconclusive, so there is no range to bisect";
          case NOTHING_MOVED ->
              "the newest " + step + " did not move beyond the budget: nothing to bisect";
          case BOUNDED_BY_GAPS ->
              "the first "
                  + step
                  + " that moved lies after "
                  + lastSame
                  + " and no later than "
                  + firstMoved
                  + ", and no "
                  + step
                  + " between could run";
          case STEP_UNCLEAR ->
              "a comparison was inconclusive: the first "
                  + step
                  + " that moved lies after "
                  + lastSame
                  + " and no later than "
                  + firstMoved;
        };
    List<String> gaps = line.gaps();
    return gaps.isEmpty()
        ? text
        : text
            + "; "
            + String.join(", ", gaps)
            + " could not run here and "
            + (gaps.size() == 1 ? "was" : "were")
            + " stepped around";
  }

  private static String nothingGrew(DossierNothingGrew line) {
    return "why: no library's or frame's share of CPU grew beyond the spread between "
        + line.profiledPairs()
        + " profiled pairs";
  }

  private static String noProfile(DossierNoProfile line) {
    return "why: no profile to compare" + line.missing().map(m -> " (" + m + ")").orElse("");
  }

  private static String written(DossierWritten line) {
    return "dossier: " + ShownPath.of(line.file()) + " (" + cost(line.cost()) + ")";
  }

  private static String notMade(DossierNotMade line) {
    return switch (line.cause()) {
          case PROFILED_FORKS_FAILED ->
              "why: the dossier's profiled forks failed, the verdict stands: ";
          case NOT_WRITTEN -> "why: the dossier could not be written: ";
        }
        + line.message();
  }

  private static String thisBuildOnly(ThisBuildOnly line) {
    return "kvperf.compare needs a "
        + PairAccountText.anyOf(line.budgetAttributes())
        + " budget; this contract has none, so it ran on this build only"
        + switch (line.why()) {
          case BISECTED -> " (a bisect looks for the version that breaks a budget)";
          case ESTIMATES_OFF ->
              " (" + line.unbudgetedProperty() + "=4 estimates it in 4 pairs, unjudged)";
        };
  }

  private static String warmup(WarmupRaised line) {
    return "warm-up "
        + line.iterations()
        + " × "
        + line.iterationTime().toMillis()
        + " ms per arm, not the contract's "
        + line.contractIterations()
        + " × "
        + line.contractIterationTime().toMillis()
        + " ms at this scale ("
        + line.property()
        + ")";
  }

  private static String iterations(IterationsRaised line) {
    return line.iterations()
        + " measured iterations per arm in each fork, not the contract's "
        + line.contractIterations()
        + " ("
        + line.property()
        + ")";
  }
}
