package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.Objects;
import java.util.Optional;

/**
 * The key of one figure of a result: which operation type (or {@code null} for the whole run),
 * which statistic, in which unit. Baselines store figures under {@link #storedName()}, e.g. {@code
 * latency.get.p99Nanos} or {@code allocation.bytesPerOp}, the one place that spells it.
 *
 * @param operation the operation type, present exactly when the statistic is per operation
 * @param statistic what is measured
 * @param unit the unit of the values, the statistic's own
 */
public record MetricKey(Operation operation, Statistic statistic, Unit unit) {
  private static final String LATENCY_PREFIX = "latency.";

  /** Checks that the operation is present exactly when the statistic is per operation. */
  public MetricKey {
    Objects.requireNonNull(statistic, "statistic");
    if (statistic.perOperation() != (operation != null)) {
      throw new IllegalArgumentException(
          statistic + (statistic.perOperation() ? " needs" : " takes no") + " operation type");
    }
    if (unit != statistic.unit()) {
      throw new IllegalArgumentException(
          statistic + " is in " + statistic.unit() + ", not " + unit);
    }
  }

  /** The key of {@code statistic} of {@code operation}. */
  public static MetricKey of(Operation operation, Statistic statistic) {
    return new MetricKey(operation, statistic, statistic.unit());
  }

  /** The key of a statistic of the whole run. */
  public static MetricKey of(Statistic statistic) {
    return of(null, statistic);
  }

  /** The name baselines store the figure under. */
  public String storedName() {
    return operation == null
        ? statistic.storedName()
        : LATENCY_PREFIX + operation.metricName() + "." + statistic.storedName();
  }

  /** The key stored under {@code name}, if it names one. */
  public static Optional<MetricKey> parse(String name) {
    for (Statistic statistic : Statistic.values()) {
      if (!statistic.perOperation()) {
        if (statistic.storedName().equals(name)) {
          return Optional.of(of(statistic));
        }
        continue;
      }
      String suffix = "." + statistic.storedName();
      if (name.startsWith(LATENCY_PREFIX) && name.endsWith(suffix)) {
        String operation = name.substring(LATENCY_PREFIX.length(), name.length() - suffix.length());
        Optional<Operation> type = Operation.ofMetricName(operation);
        if (type.isPresent()) {
          return Optional.of(of(type.get(), statistic));
        }
      }
    }
    return Optional.empty();
  }

  /** A label for messages: {@code get p99 latency}, {@code allocation per operation}. */
  public String label() {
    return operation == null ? statistic.label() : operation.metricName() + " " + statistic.label();
  }
}
