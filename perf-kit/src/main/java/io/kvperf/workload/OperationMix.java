package io.kvperf.workload;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.Workload;
import java.io.Serializable;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The share of each operation type, in percent, summing to 100, and the share of gets that ask for
 * a missing key.
 *
 * @param percentByOperation the share of each type that has one; types not in the map have none
 * @param missingGetPercent percent of the gets that ask for a missing key
 */
public record OperationMix(Map<Operation, Integer> percentByOperation, int missingGetPercent)
    implements Serializable {

  /** Checks each share is 0–100, that they sum to 100, and that missing gets have gets. */
  public OperationMix {
    EnumMap<Operation, Integer> shares = new EnumMap<>(Operation.class);
    percentByOperation.forEach(
        (operation, percent) -> {
          if (percent != 0) {
            shares.put(operation, percent);
          }
        });
    percentByOperation = Collections.unmodifiableMap(shares);
    String written = describe(shares, missingGetPercent);
    int sum = 0;
    for (int percent : shares.values()) {
      if (percent < 0 || percent > 100) {
        throw invalid(written, "each share must be 0-100");
      }
      sum += percent;
    }
    if (missingGetPercent < 0 || missingGetPercent > 100) {
      throw invalid(written, "each share must be 0-100");
    }
    if (sum != 100) {
      throw invalid(written, "the operation shares must sum to 100, they sum to " + sum);
    }
    if (missingGetPercent > 0 && !shares.containsKey(Operation.GET)) {
      throw invalid(written, "missingGets is a share of the gets, and there are none");
    }
  }

  private static InvalidAnnotationException invalid(String written, String reason) {
    return InvalidAnnotationException.written(Workload.class, "mix = " + written, reason);
  }

  /** The mix of {@code shares} with no missing-key gets. */
  public static OperationMix of(Map<Operation, Integer> shares) {
    return new OperationMix(shares, 0);
  }

  /**
   * The mix an annotation declares, its gets taking what the other shares leave of 100 when they
   * are {@link Mix#REST}.
   */
  public static OperationMix of(Mix mix) {
    Map<Operation, Integer> shares = new EnumMap<>(Operation.class);
    int others = 0;
    for (Operation operation : Operation.values()) {
      int percent = operation.percentIn(mix);
      if (operation != Operation.GET && percent != 0) {
        shares.put(operation, percent);
        others += percent;
      }
    }
    int gets = mix.gets() == Mix.REST ? Math.max(0, 100 - others) : mix.gets();
    if (gets != 0) {
      shares.put(Operation.GET, gets);
    }
    return new OperationMix(shares, mix.missingGets());
  }

  /** One operation type only. */
  public static OperationMix only(Operation operation) {
    return of(Map.of(operation, 100));
  }

  /** Gets only. */
  public static OperationMix readOnly() {
    return only(Operation.GET);
  }

  /** Gets and updates. */
  public static OperationMix getsAndUpdates(int getPercent, int updatePercent) {
    return of(Map.of(Operation.GET, getPercent, Operation.UPDATE, updatePercent));
  }

  /** The share of {@code operation}, in percent (0 when the mix has none). */
  public int percent(Operation operation) {
    return percentByOperation.getOrDefault(operation, 0);
  }

  /** Whether some operation needs keys that exist before it runs. */
  boolean readsExistingKeys() {
    return percentByOperation.keySet().stream()
        .anyMatch(o -> o != Operation.INSERT && o != Operation.DELETE);
  }

  /** The mix as it is written in an annotation, listing the shares that are not 0. */
  public String describe() {
    return describe(percentByOperation, missingGetPercent);
  }

  private static String describe(Map<Operation, Integer> shares, int missingGetPercent) {
    StringJoiner text = new StringJoiner(", ", "@Mix(", ")");
    shares.forEach((operation, percent) -> text.add(operation.mixAttribute() + " = " + percent));
    if (missingGetPercent != 0) {
      text.add("missingGets = " + missingGetPercent);
    }
    return text.toString();
  }
}
