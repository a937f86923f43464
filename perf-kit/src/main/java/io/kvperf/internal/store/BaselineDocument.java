package io.kvperf.internal.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The baseline file of one contract: its entries sorted by engine, then machine, so that an update
 * changes only the lines of what was re-measured. What this kit does not know is kept: the
 * document's other fields, and each entry it does not replace as the JSON it was read from, so that
 * an update by an older kit loses nothing a newer one wrote (a replaced entry's kept forks keep
 * theirs, {@link StoredFork#unknownFields()}).
 *
 * @param contract the contract id
 * @param stored one entry per engine, scale and machine
 * @param otherFields the document's fields this kit does not know, by name, written back as read
 */
record BaselineDocument(
    String contract, List<StoredEntry> stored, Map<String, JsonNode> otherFields) {
  private static final Comparator<StoredEntry> ORDER =
      Comparator.comparing((StoredEntry s) -> s.entry().key().engine())
          .thenComparing(s -> s.entry().key().scale())
          .thenComparing(s -> s.entry().key().environment().describe());

  /**
   * One entry of the file.
   *
   * @param entry its figures, as this kit reads them
   * @param asRead the JSON it was read from, written back unchanged; {@code null} for an entry this
   *     kit wrote, which is written from {@code entry}
   */
  record StoredEntry(BaselineEntry entry, JsonNode asRead) {
    StoredEntry {
      Objects.requireNonNull(entry, "entry");
      asRead = asRead == null ? null : asRead.deepCopy();
    }
  }

  BaselineDocument {
    Objects.requireNonNull(contract, "contract");
    stored = stored.stream().sorted(ORDER).toList();
    otherFields = new TreeMap<>(otherFields);
  }

  /** An empty document of {@code contract}. */
  static BaselineDocument empty(String contract) {
    return new BaselineDocument(contract, List.of(), Map.of());
  }

  /** Its entries' figures, sorted by engine, scale and machine. */
  List<BaselineEntry> entries() {
    return stored.stream().map(StoredEntry::entry).toList();
  }

  /** This document with {@code entry} replacing the one of the same engine, scale and machine. */
  BaselineDocument with(BaselineEntry entry) {
    List<StoredEntry> kept = new ArrayList<>();
    for (StoredEntry s : stored) {
      if (!s.entry().key().equals(entry.key())) {
        kept.add(s);
      }
    }
    kept.add(new StoredEntry(entry, null));
    return new BaselineDocument(contract, kept, otherFields);
  }
}
