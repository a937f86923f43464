package io.kvperf.workload;

import java.util.EnumMap;
import java.util.Map;

/**
 * The share of each operation type, in percent, summing to 100, and the share of gets that ask for
 * a missing key.
 *
 * @param getPercent gets
 * @param updatePercent updates
 * @param insertPercent inserts
 * @param deletePercent deletes
 * @param readModifyWritePercent read-modify-writes
 * @param scanPercent ascending scans
 * @param reverseScanPercent descending scans
 * @param missingGetPercent percent of the gets that ask for a missing key
 */
public record OperationMix(
    int getPercent,
    int updatePercent,
    int insertPercent,
    int deletePercent,
    int readModifyWritePercent,
    int scanPercent,
    int reverseScanPercent,
    int missingGetPercent) {

  /** Checks each share is 0–100, that they sum to 100, and that missing gets have gets. */
  public OperationMix {
    int[] shares = {
      getPercent,
      updatePercent,
      insertPercent,
      deletePercent,
      readModifyWritePercent,
      scanPercent,
      reverseScanPercent,
      missingGetPercent
    };
    int sum = 0;
    for (int i = 0; i < shares.length; i++) {
      if (shares[i] < 0 || shares[i] > 100) {
        throw invalid(shares, "each share must be 0-100");
      }
      sum += i < shares.length - 1 ? shares[i] : 0;
    }
    if (sum != 100) {
      throw invalid(shares, "the operation shares must sum to 100, they sum to " + sum);
    }
    if (missingGetPercent > 0 && getPercent == 0) {
      throw invalid(shares, "missingGets is a share of the gets, and there are none");
    }
  }

  private static IllegalArgumentException invalid(int[] shares, String rule) {
    return new IllegalArgumentException(
        "@Workload(mix = " + describe(shares) + ") is invalid: " + rule);
  }

  /** Gets only. */
  public static OperationMix readOnly() {
    return new OperationMix(100, 0, 0, 0, 0, 0, 0, 0);
  }

  /** Gets and updates. */
  public static OperationMix getsAndUpdates(int getPercent, int updatePercent) {
    return new OperationMix(getPercent, updatePercent, 0, 0, 0, 0, 0, 0);
  }

  /** The share of each operation type, in percent. */
  public Map<Operation, Integer> shares() {
    Map<Operation, Integer> shares = new EnumMap<>(Operation.class);
    shares.put(Operation.GET, getPercent);
    shares.put(Operation.UPDATE, updatePercent);
    shares.put(Operation.INSERT, insertPercent);
    shares.put(Operation.DELETE, deletePercent);
    shares.put(Operation.READ_MODIFY_WRITE, readModifyWritePercent);
    shares.put(Operation.SCAN, scanPercent);
    shares.put(Operation.REVERSE_SCAN, reverseScanPercent);
    return shares;
  }

  /** Whether some operation needs keys that exist before it runs. */
  boolean readsExistingKeys() {
    return getPercent + updatePercent + readModifyWritePercent + scanPercent + reverseScanPercent
        > 0;
  }

  /** The mix as it is written in an annotation, listing the shares that are not 0. */
  public String describe() {
    return describe(
        new int[] {
          getPercent,
          updatePercent,
          insertPercent,
          deletePercent,
          readModifyWritePercent,
          scanPercent,
          reverseScanPercent,
          missingGetPercent
        });
  }

  private static String describe(int[] shares) {
    String[] names = {
      "gets",
      "updates",
      "inserts",
      "deletes",
      "readModifyWrites",
      "scans",
      "reverseScans",
      "missingGets"
    };
    StringBuilder text = new StringBuilder("@Mix(");
    String separator = "";
    for (int i = 0; i < names.length; i++) {
      if (shares[i] != 0) {
        text.append(separator).append(names[i]).append(" = ").append(shares[i]);
        separator = ", ";
      }
    }
    return text.append(')').toString();
  }
}
