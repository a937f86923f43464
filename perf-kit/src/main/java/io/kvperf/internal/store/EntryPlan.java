package io.kvperf.internal.store;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The plan a baseline entry was measured under ({@link PlanFingerprint}): its hash, which the entry
 * is compared under, and its description, so that a diff shows what changed. Both are {@code null}
 * in files written before plans were kept, whose entries are therefore stale.
 *
 * <p>A baseline file keeps them flat on the entry, under the names they had before they were
 * grouped: {@code planFingerprint} and {@code plan}.
 *
 * @param fingerprint {@link PlanFingerprint#hash()} of the plan
 * @param description the plan's description ({@link PlanFingerprint#description()})
 */
public record EntryPlan(
    @JsonProperty("planFingerprint") String fingerprint, @JsonProperty("plan") String description) {
  /** The plan of an entry written before plans were kept: none. */
  public static final EntryPlan NONE = new EntryPlan(null, null);

  /** The plan of {@code fingerprint}. */
  public static EntryPlan of(PlanFingerprint fingerprint) {
    return new EntryPlan(fingerprint.hash(), fingerprint.description());
  }

  /** Whether it is the plan of {@code other}. */
  boolean is(PlanFingerprint other) {
    return other.hash().equals(fingerprint);
  }
}
