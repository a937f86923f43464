package io.kvperf.internal.store;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One entry of a baseline file, as far as telling whether it can still be compared goes: whose it
 * is and the plan it was measured under.
 *
 * @param file the baseline file
 * @param contract the contract id the file is for ({@code class#method}, with a sweep's suffix)
 * @param engine the engine id of the entry
 * @param scale the scale it was measured at
 * @param planFingerprint the hash of the plan it was measured under
 * @param plan that plan written out, {@code null} in files older than plans
 */
public record StoredPlan(
    Path file, String contract, String engine, String scale, String planFingerprint, String plan) {
  /** Checks the identity is present. */
  public StoredPlan {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scale, "scale");
  }
}
