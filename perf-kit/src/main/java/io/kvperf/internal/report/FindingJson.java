package io.kvperf.internal.report;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.kvperf.internal.account.Finding;

/**
 * How {@value ReportFiles#RESULTS} writes a {@link Finding}: its fields, and a {@code kind} that
 * says which finding it is, {@code FIRST_MOVED_VERSION}, {@code FIRST_MOVED_COMMIT}, {@code
 * WORST_VERSION} or {@code TOP_CAUSE}. Mixed into the findings so that they stay plain values.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
  @JsonSubTypes.Type(value = Finding.FirstMovedVersion.class, name = "FIRST_MOVED_VERSION"),
  @JsonSubTypes.Type(value = Finding.FirstMovedCommit.class, name = "FIRST_MOVED_COMMIT"),
  @JsonSubTypes.Type(value = Finding.WorstVersion.class, name = "WORST_VERSION"),
  @JsonSubTypes.Type(value = Finding.TopCause.class, name = "TOP_CAUSE")
})
interface FindingJson {}
