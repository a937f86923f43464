package io.kvperf.internal.store;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The baseline file of one contract: its entries sorted by engine, then machine, so that an update
 * changes only the lines of what was re-measured.
 *
 * @param contract the contract id
 * @param entries one entry per engine and machine
 */
record BaselineDocument(String contract, List<BaselineEntry> entries) {
  private static final Comparator<BaselineEntry> ORDER =
      Comparator.comparing(BaselineEntry::engine)
          .thenComparing(BaselineEntry::scale)
          .thenComparing(e -> e.environment().describe());

  BaselineDocument {
    Objects.requireNonNull(contract, "contract");
    entries = entries.stream().sorted(ORDER).toList();
  }

  /** This document with {@code entry} replacing the one of the same engine, scale and machine. */
  BaselineDocument with(BaselineEntry entry) {
    List<BaselineEntry> kept =
        entries.stream()
            .filter(e -> !e.matches(entry.engine(), entry.scale(), entry.environment()))
            .collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
    kept.add(entry);
    return new BaselineDocument(contract, kept);
  }
}
