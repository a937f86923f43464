package io.kvperf.workload;

import io.kvperf.api.Operation;
import java.util.Map;

/** Operation mixes for tests. */
public final class Mixes {
  /** Every operation type, with missing-key gets: 40/10/10/5/15/10/10, 20 % of gets missing. */
  public static final OperationMix EVERYTHING =
      new OperationMix(
          Map.of(
              Operation.GET, 40,
              Operation.UPDATE, 10,
              Operation.INSERT, 10,
              Operation.DELETE, 5,
              Operation.READ_MODIFY_WRITE, 15,
              Operation.SCAN, 10,
              Operation.REVERSE_SCAN, 10),
          20);

  private Mixes() {}
}
