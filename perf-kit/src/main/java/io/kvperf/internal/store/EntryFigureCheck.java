package io.kvperf.internal.store;

import io.kvperf.internal.stats.FigureRule;
import io.kvperf.internal.store.BaselineFileException.InvalidFigure;
import io.kvperf.internal.store.BaselineFileException.Problem;
import io.kvperf.result.MetricKey;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Checks that every figure of an entry read from a baseline file lies in its range ({@link
 * FigureRule}), so that a bad figure is an error naming the file, the entry and the field, never a
 * quiet pass or an unlabelled failure after the forks ran. Checked are the figures the gate reads:
 * the forks' rates, p99s and paired log ratios, and the budgeted figures under {@code metrics}. The
 * {@code calibration} and {@code gate} sections are for the reader of the diff (the gate recomputes
 * both from the forks; a calibration holds {@code NaN} where a spread is undefined), and a metric
 * this kit does not know is carried through unread.
 */
final class EntryFigureCheck {
  private final Path file;
  private final BaselineEntry entry;

  private EntryFigureCheck(Path file, BaselineEntry entry) {
    this.file = file;
    this.entry = entry;
  }

  /**
   * Checks {@code entry}, read from {@code file}.
   *
   * @throws BaselineFileException of {@link Problem#INVALID_FIGURE} naming the first figure out of
   *     its range
   */
  static void check(Path file, BaselineEntry entry) {
    new EntryFigureCheck(file, entry).check();
  }

  private void check() {
    figure(null, "meanOpsPerSecond", entry.meanOpsPerSecond(), FigureRule.AMOUNT);
    entry
        .metrics()
        .forEach(
            (name, value) -> {
              if (MetricKey.parse(name).isPresent()) {
                figure(null, "metrics[\"" + name + "\"]", value, FigureRule.AMOUNT);
              }
            });
    List<StoredFork> forks = entry.forks() == null ? List.of() : entry.forks();
    for (int index = 0; index < forks.size(); index++) {
      fork("forks[" + index + "].", forks.get(index));
    }
  }

  private void fork(String prefix, StoredFork fork) {
    String run = fork.run();
    figure(run, prefix + "opsPerSecond", fork.opsPerSecond(), FigureRule.RATE);
    Double reference = fork.referenceOpsPerSecond();
    if (reference != null) {
      figure(run, prefix + "referenceOpsPerSecond", reference, FigureRule.RATE);
    }
    p99s(run, prefix + "p99Nanos", fork.p99Nanos());
    p99s(run, prefix + "referenceP99Nanos", fork.referenceP99Nanos());
    Double ratio = fork.pairedLogRatio();
    if (ratio != null) {
      figure(run, prefix + "pairedLogRatio", ratio, FigureRule.LOG_RATIO);
      if (reference != null) {
        // The gate scores a paired fork as the reference's rate times the ratio's exponential.
        figure(
            run,
            prefix + "pairedLogRatio (as referenceOpsPerSecond × e^pairedLogRatio)",
            reference * Math.exp(ratio),
            FigureRule.RATE);
      }
    }
  }

  private void p99s(String run, String field, Map<String, Double> byOperation) {
    byOperation.forEach(
        (operation, nanos) ->
            figure(run, field + "[\"" + operation + "\"]", nanos, FigureRule.AMOUNT));
  }

  private void figure(String run, String field, Double value, FigureRule rule) {
    if (value != null && rule.holds(value)) {
      return;
    }
    InvalidFigure invalid =
        new InvalidFigure(entry.key().engine(), entry.key().scale(), run, field, value, rule);
    throw new BaselineFileException(
        file,
        Problem.INVALID_FIGURE,
        invalid,
        "the baseline file "
            + file
            + " holds an invalid figure: in the entry of engine '"
            + entry.key().engine()
            + "' at scale '"
            + entry.key().scale()
            + "'"
            + (run == null ? "" : ", fork of run " + run)
            + ", "
            + field
            + " is "
            + value
            + ", not "
            + rule.range()
            + "; it was left untouched. "
            + BaselineFileException.repairHint(file),
        null);
  }
}
