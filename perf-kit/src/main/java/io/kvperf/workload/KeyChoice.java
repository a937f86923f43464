package io.kvperf.workload;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.Workload;
import java.io.Serializable;
import java.util.Objects;

/**
 * How operations choose their key, with the parameters of the distribution.
 *
 * @param order the distribution
 * @param zipfianConstant for {@link KeyOrder#ZIPFIAN} and {@link KeyOrder#LATEST}, in (0, 1)
 * @param hotKeyFraction for {@link KeyOrder#HOTSPOT}: the hot set's share of the keys, in (0, 1)
 * @param hotOperationFraction for {@link KeyOrder#HOTSPOT}: the hot set's share of operations, in
 *     [0, 1]
 */
public record KeyChoice(
    KeyOrder order, double zipfianConstant, double hotKeyFraction, double hotOperationFraction)
    implements Serializable {
  /** The default zipfian constant, as in YCSB. */
  public static final double DEFAULT_ZIPFIAN_CONSTANT = 0.99;

  /** Checks the parameters of the distribution. */
  public KeyChoice {
    Objects.requireNonNull(order, "order");
    if (!(zipfianConstant > 0 && zipfianConstant < 1)) {
      throw InvalidAnnotationException.of(
          Workload.class, "zipfianConstant", zipfianConstant, "must be in (0, 1)");
    }
    if (!(hotKeyFraction > 0 && hotKeyFraction < 1)) {
      throw InvalidAnnotationException.of(
          Workload.class, "hotKeys", hotKeyFraction * 100, "must be in (0, 100)");
    }
    if (!(hotOperationFraction >= 0 && hotOperationFraction <= 1)) {
      throw InvalidAnnotationException.of(
          Workload.class, "hotOps", hotOperationFraction * 100, "must be 0-100");
    }
  }

  /** {@code order} with the default parameters. */
  public static KeyChoice of(KeyOrder order) {
    return new KeyChoice(order, DEFAULT_ZIPFIAN_CONSTANT, 0.2, 0.8);
  }
}
