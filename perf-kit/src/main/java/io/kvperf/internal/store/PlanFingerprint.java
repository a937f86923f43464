package io.kvperf.internal.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * What a result measured, as the contract declared it at its scale: the workload and the
 * measurement plan, written out in full. A baseline recorded under another plan is stale: it is
 * reported, never compared.
 *
 * @param description the workload and measurement, in words and figures, as baseline files show
 *     them
 */
public record PlanFingerprint(String description) {
  /** Checks the description is present. */
  public PlanFingerprint {
    Objects.requireNonNull(description, "description");
  }

  /** The first 16 hex digits of the description's SHA-256: what a baseline entry is keyed by. */
  public String hash() {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(description.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
