package io.kvperf.api;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * The type of one operation of a workload: the one vocabulary of operations. Each type owns its
 * {@link Mix} attribute ({@link #mixAttribute()}, e.g. {@code readModifyWrites}) and the name its
 * figures carry in results, reports and baselines ({@link #metricName()}, e.g. {@code
 * readModifyWrite}). Adding a type here adds it to the mix, the executor, the latency figures and
 * the reports.
 */
public enum Operation {
  /** Read a key and check its value (or its absence, for a missing-key get). */
  GET("gets", "get", Mix::gets),
  /** Overwrite an existing key with a new version of its value. */
  UPDATE("updates", "update", Mix::updates),
  /** Add a new key. */
  INSERT("inserts", "insert", Mix::inserts),
  /** Remove a key the thread inserted. */
  DELETE("deletes", "delete", Mix::deletes),
  /** Read a key, check it, and write a new version of it. */
  READ_MODIFY_WRITE("readModifyWrites", "readModifyWrite", Mix::readModifyWrites),
  /** Scan in ascending key order. */
  SCAN("scans", "scan", Mix::scans),
  /** Scan in descending key order. */
  REVERSE_SCAN("reverseScans", "reverseScan", Mix::reverseScans),
  /**
   * Read the next entry of the thread's ascending cursor over the whole store, from the first key
   * on, wrapping at the end.
   */
  CURSOR_READ("cursorReads", "cursorRead", Mix::cursorReads);

  private final String mixAttribute;
  private final String metricName;
  private final ToIntFunction<Mix> share;

  Operation(String mixAttribute, String metricName, ToIntFunction<Mix> share) {
    this.mixAttribute = mixAttribute;
    this.metricName = metricName;
    this.share = share;
  }

  /** The {@link Mix} attribute that sets this type's share, e.g. {@code readModifyWrites}. */
  public String mixAttribute() {
    return mixAttribute;
  }

  /** The name of this type's figures in results, reports and baselines, e.g. {@code get}. */
  public String metricName() {
    return metricName;
  }

  /**
   * This type's share in {@code mix}, in percent, as the annotation declares it: for gets, {@link
   * Mix#REST} when left to take what the others leave.
   */
  public int percentIn(Mix mix) {
    return share.applyAsInt(mix);
  }

  /** The type whose {@link #metricName()} is {@code name}, if any. */
  public static Optional<Operation> ofMetricName(String name) {
    return Arrays.stream(values()).filter(o -> o.metricName.equals(name)).findFirst();
  }
}
