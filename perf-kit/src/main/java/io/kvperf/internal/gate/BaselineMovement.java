package io.kvperf.internal.gate;

import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.result.MetricKey;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/** What an update moved: each figure of the entry before and after, for the console and review. */
final class BaselineMovement {
  private BaselineMovement() {}

  static String describe(Optional<BaselineEntry> before, BaselineEntry after) {
    StringBuilder text = new StringBuilder();
    line(
        text,
        "throughput (mean)",
        "ops/s",
        before.map(BaselineEntry::meanOpsPerSecond),
        after.meanOpsPerSecond());
    TreeSet<String> names = new TreeSet<>(after.metrics().keySet());
    before.ifPresent(entry -> names.addAll(entry.metrics().keySet()));
    for (String name : names) {
      String unit = MetricKey.parse(name).map(key -> key.unit().symbol()).orElse("");
      Double now = after.metrics().get(name);
      if (now == null) {
        text.append(
            String.format(
                Locale.ROOT,
                "%n  %s: %s %s → (gone)",
                name,
                number(before.get().metrics().get(name)),
                unit));
      } else {
        line(text, name, unit, before.map(entry -> entry.metrics().get(name)), now);
      }
    }
    if (before.isPresent() && !before.get().isFor(new PlanFingerprint(after.plan()))) {
      text.append(
          String.format(Locale.ROOT, "%n  plan: %s%n     → %s", before.get().plan(), after.plan()));
    }
    return text.toString();
  }

  private static void line(
      StringBuilder text, String name, String unit, Optional<Double> before, double after) {
    if (before.isEmpty()) {
      text.append(String.format(Locale.ROOT, "%n  %s: (new) → %s %s", name, number(after), unit));
      return;
    }
    double old = before.get();
    String change =
        old == 0 ? "" : String.format(Locale.ROOT, " (%+.1f%%)", (after - old) / old * 100);
    text.append(
        String.format(
            Locale.ROOT, "%n  %s: %s → %s %s%s", name, number(old), number(after), unit, change));
  }

  private static String number(double value) {
    return Math.abs(value) >= 100
        ? String.format(Locale.ROOT, "%,.0f", value)
        : String.format(Locale.ROOT, "%.3g", value);
  }
}
