package io.kvperf.internal.gate;

import io.kvperf.internal.account.AccountLine;
import io.kvperf.internal.account.MovedFigure;
import io.kvperf.internal.account.PlanMoved;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeSet;

/** What an update moved: each figure of the entry before and after, for the console and review. */
final class BaselineMovement {
  private BaselineMovement() {}

  /** A line for each figure of {@code before} or {@code after}, and one for a plan that moved. */
  static List<AccountLine> lines(Optional<BaselineEntry> before, BaselineEntry after) {
    List<AccountLine> lines = new ArrayList<>();
    lines.add(
        new MovedFigure(
            "throughput (mean)",
            Optional.of(Unit.OPS_PER_SECOND),
            before
                .map(entry -> OptionalDouble.of(entry.meanOpsPerSecond()))
                .orElse(OptionalDouble.empty()),
            OptionalDouble.of(after.meanOpsPerSecond())));
    TreeSet<String> names = new TreeSet<>(after.metrics().keySet());
    before.ifPresent(entry -> names.addAll(entry.metrics().keySet()));
    for (String name : names) {
      lines.add(
          new MovedFigure(
              name,
              MetricKey.parse(name).map(MetricKey::unit),
              figure(before.map(entry -> entry.metrics().get(name))),
              figure(Optional.ofNullable(after.metrics().get(name)))));
    }
    String plan = after.measuredUnder().description();
    if (before.isPresent() && !before.get().isFor(new PlanFingerprint(plan))) {
      lines.add(
          new PlanMoved(Optional.ofNullable(before.get().measuredUnder().description()), plan));
    }
    return lines;
  }

  private static OptionalDouble figure(Optional<Double> value) {
    return value.map(OptionalDouble::of).orElse(OptionalDouble.empty());
  }
}
