package io.kvperf.internal.report;

import io.kvperf.internal.account.AllocationWithinSlack;
import io.kvperf.internal.account.ArmsAllocation;
import io.kvperf.internal.account.ArmsOrder;
import io.kvperf.internal.account.ComparedArm;
import io.kvperf.internal.account.ForksInTurns;
import io.kvperf.internal.account.NativeLibrariesApart;
import io.kvperf.internal.account.OneJvmFair;
import io.kvperf.internal.account.OneJvmLeft;
import io.kvperf.internal.account.PairedChange;
import io.kvperf.internal.account.PairedFigureEstimated;
import io.kvperf.internal.account.PairedFigureJudged;
import io.kvperf.internal.account.PairedFigureNotMeasured;
import io.kvperf.internal.account.PairsEstimateHeading;
import io.kvperf.internal.account.PairsHeading;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.internal.account.PairsPinned;
import io.kvperf.internal.account.StorePreloadedOnce;
import io.kvperf.result.JfrSpan;
import io.kvperf.result.Verdict;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The words of the pairs of a comparison of two builds, for {@link ComparisonAccountText}: the
 * opening line, each figure's change against its budget (in percent, from the pairs' log ratios),
 * and how the arms ran: their order, one JVM or a fork each, and each arm's build.
 */
final class PairAccountText {
  private PairAccountText() {}

  static String heading(PairsHeading line) {
    return opening(line.pairs(), line.measured())
        + String.format(
            Locale.ROOT,
            " (intervals at %.3f %% on each side per look%s):",
            line.errorPerSidePerLook() * 100,
            line.unbudgeted() == PairsHeading.Unbudgeted.ESTIMATED_BESIDE
                ? "; 95 % for the figures no budget reads"
                : "");
  }

  static String heading(PairsEstimateHeading line) {
    return opening(line.pairs(), line.measured())
        + ", estimated and not judged: the contract has no "
        + anyOf(line.budgetAttributes())
        + " budget (95 % intervals):";
  }

  /** {@code A against B in 20 pairs of forks, raw}: how many of what the change is measured in. */
  private static String opening(int pairs, PairsMeasured measured) {
    return "A against B in " + pairs + " " + measured(measured);
  }

  private static String measured(PairsMeasured measured) {
    return switch (measured) {
      case FORKS_LESS_REFERENCE -> "pairs of forks, less the in-fork reference's ratio";
      case FORKS_RAW -> "pairs of forks, raw";
      case FORKS_IN_TURNS ->
          "pairs of forks that took turns, each pair the median of its iterations' ratios";
      case ONE_JVM -> "forks that ran both arms, alternating by iteration, each led by either arm";
    };
  }

  /** {@code a, b or c}. */
  static String anyOf(List<String> names) {
    return String.join(", ", names.subList(0, names.size() - 1))
        + " or "
        + names.get(names.size() - 1);
  }

  /**
   * {@code throughput -12.3 % [-15.1, -9.4]}: the change and its interval, and where a lead was
   * fitted, how much it moved the ratio.
   */
  private static String describe(PairedChange change) {
    double mean = change.meanLn();
    double h = change.halfWidthLn();
    String lead =
        Double.isNaN(change.leadLn())
            ? ""
            : String.format(
                Locale.ROOT, " (%+.1f %% where A led, balanced out)", percent(change.leadLn()));
    return String.format(
        Locale.ROOT,
        "%s %+.1f %% [%+.1f, %+.1f]%s",
        change.figure(),
        percent(mean),
        percent(mean - h),
        percent(mean + h),
        lead);
  }

  static String estimated(PairedFigureEstimated line) {
    return describe(line.change()) + ", no budget: not judged";
  }

  static String judged(PairedFigureJudged line) {
    String text =
        describe(line.change())
            + String.format(Locale.ROOT, ", budget %+.1f %%", percent(line.budgetLn()))
            + ": "
            + line.verdict();
    if (line.verdict() == Verdict.INCONCLUSIVE) {
      text +=
          String.format(
              Locale.ROOT,
              " (sigma per pair %.3f; these pairs detect a change of %.1f %% or more from the"
                  + " estimate)",
              line.sigmaLn(),
              percent(line.detectableLn()));
    }
    return text + line.allocation().map(PairAccountText::bytes).orElse("");
  }

  private static String bytes(ArmsAllocation allocation) {
    return String.format(
        Locale.ROOT,
        " (A %.1f B/op, B %.1f B/op)",
        allocation.bytesPerOpA(),
        allocation.bytesPerOpB());
  }

  static String slack(AllocationWithinSlack line) {
    return line.figure()
        + bytes(line.allocation())
        + String.format(
            Locale.ROOT,
            ": A allocates at most %.0f B/op more than B, below which no budget fails: PASSED",
            line.slackBytesPerOp());
  }

  static String notMeasured(PairedFigureNotMeasured line) {
    String why =
        switch (line.statistic()) {
          case OPERATION_ALLOCATION_PER_OP ->
              "the JVM could not tell the operation threads' allocation";
          case OPERATION_CPU_PER_OP -> "the JVM could not tell the operation threads' CPU time";
          default ->
              "JFR recorded no "
                  + line.statistic().jfrSpan().map(JfrSpan::beginEvent).orElse("event")
                  + " in it";
        };
    return line.figure() + ": not measured in every fork (" + why + ")";
  }

  static String order(ArmsOrder line) {
    String seed = " (drawn from the workload's seed " + line.seed() + ")";
    return switch (line.layout()) {
      case PAIRS_OF_FORKS, FORKS_IN_TURNS -> "order " + line.order() + seed;
      case ONE_JVM ->
          "order A and B by iteration in each fork (ABBA), the fork's leading arm's store opened"
              + " first and its iterations first; forks led by "
              + line.order()
              + seed;
    };
  }

  static String fair(OneJvmFair line) {
    return String.format(
        Locale.ROOT,
        "one JVM: '%s' declares neither Capability.SIDE_BY_SIDE nor SEPARATE_JVMS, and its forks"
            + " showed one JVM fair (the leading arm within ±%.0f %%, a pair's spread under %.2f)",
        line.engine(),
        percent(line.maxLeadLn()),
        line.maxSigmaPerPair());
  }

  static String left(OneJvmLeft line) {
    return "a fork per arm: both arms in one JVM were tried first, in forks of their own"
        + " (arm-one-jvm), and "
        + why(line.why())
        + " (docs/ab.md: one JVM for an engine that does not say)";
  }

  private static String why(OneJvmLeft.Why why) {
    if (why instanceof OneJvmLeft.Lead lead) {
      return String.format(
          Locale.ROOT,
          "the arm leading a fork measured %+.1f %% against the average (beyond ±%.0f %%)",
          percent(lead.leadLn()),
          percent(lead.maxLeadLn()));
    }
    if (why instanceof OneJvmLeft.Spread spread) {
      return String.format(
          Locale.ROOT,
          "a pair spread %.3f (beyond %.2f, where pairs of forks spread 0.1–0.3)",
          spread.sigmaPerPair(),
          spread.maxSigmaPerPair());
    }
    return "a fork failed (" + ((OneJvmLeft.ForkFailed) why).firstLine() + ")";
  }

  static String inTurns(ForksInTurns line) {
    return "both forks of each pair ran at once, taking turns by iteration, each warmed up at least "
        + line.leastWarmup().toMillis()
        + " ms"
        + " and measuring at least "
        + line.leastIterations()
        + " iterations ("
        + line.setting()
        + ")";
  }

  static String preloadedOnce(StorePreloadedOnce line) {
    return line.copied()
        ? "every fork opened a byte-identical copy of one store, preloaded once by the first fork"
            + " of the first pair ("
            + line.setting()
            + " = once)"
        : "each fork preloaded its own store: "
            + line.engineId()
            + " keeps none on disk to copy ("
            + line.setting()
            + " = once)";
  }

  static String pinned(PairsPinned line) {
    String cpus =
        line.cpus().stream()
            .map(pair -> pair.stream().map(String::valueOf).collect(Collectors.joining("+")))
            .collect(Collectors.joining(" "));
    return "operation threads pinned, both forks of a pair on the same CPU: "
        + cpus
        + " ("
        + line.setting()
        + ")";
  }

  static String nativeLibraries(NativeLibrariesApart line) {
    return "a fork per arm: the arms load different native libraries ("
        + String.join(", ", line.entries())
        + "), which one JVM cannot keep apart";
  }

  static String arm(ComparedArm arm) {
    String changed =
        arm.changed().isEmpty()
            ? "no class path entry of its own"
            : arm.changed().stream()
                .map(entry -> entry.name() + " sha256 " + entry.sha256())
                .collect(Collectors.joining("; "));
    return arm.name()
        + ": "
        + arm.description()
        + (arm.jvmOptions().isEmpty() ? "" : ", JVM options " + arm.jvmOptions())
        + "; "
        + changed;
  }

  /** {@code logRatio} as a change in percent, infinite where it is. */
  static double percent(double logRatio) {
    return Double.isInfinite(logRatio)
        ? Math.signum(logRatio) * Double.POSITIVE_INFINITY
        : (Math.exp(logRatio) - 1) * 100;
  }
}
