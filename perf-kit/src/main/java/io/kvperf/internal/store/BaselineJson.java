package io.kvperf.internal.store;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.kvperf.internal.store.BaselineDocument.StoredEntry;
import io.kvperf.internal.store.BaselineFileException.Problem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A baseline document as JSON: {@code formatVersion}, {@code contract}, {@code entries}, and any
 * field a newer kit added, kept as read. Pretty, with every object's keys sorted, so that an update
 * is a readable diff.
 *
 * <p>{@value #FORMAT_VERSION} is the layout of every file the kit has written: files written before
 * the field existed have none and are read as that version. A kit writes the field, refuses a file
 * of a newer version (whose fields may mean something it cannot know), and carries fields it does
 * not know through a rewrite within its version.
 */
final class BaselineJson {
  /** The format version this kit reads and writes. */
  static final int FORMAT_VERSION = 1;

  /** The largest baseline file read: 16 MiB, some thousand times a file of five engines. */
  static final long MAX_BYTES = 16L * 1024 * 1024;

  /** How deeply a file's JSON may nest: a baseline document nests six levels. */
  static final int MAX_NESTING_DEPTH = 32;

  private static final String CONTRACT = "contract";
  private static final String ENTRIES = "entries";
  private static final String VERSION = "formatVersion";

  private static final ObjectMapper JSON =
      JsonMapper.builder(
              JsonFactory.builder()
                  .streamReadConstraints(
                      StreamReadConstraints.builder()
                          .maxNestingDepth(MAX_NESTING_DEPTH)
                          .maxDocumentLength(MAX_BYTES)
                          .build())
                  .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                  .build())
          .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          // An entry's fields this kit does not know stay in the JSON it was read from.
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .configure(JsonNodeFeature.WRITE_PROPERTIES_SORTED, true)
          .addModule(EnvironmentJson.module())
          .addModule(StoredForkJson.module())
          .build();
  private static final ObjectWriter WRITER =
      JSON.writer(
          new DefaultPrettyPrinter()
              .withObjectIndenter(new DefaultIndenter("  ", "\n"))
              .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE.withLinefeed("\n")));

  private BaselineJson() {}

  /**
   * The document in {@code bytes}, read from {@code file}, of {@code contractId}; every entry's
   * figures checked ({@link EntryFigureCheck}).
   *
   * @throws BaselineFileException naming what is wrong
   */
  static BaselineDocument read(Path file, String contractId, byte[] bytes) {
    JsonNode root;
    try {
      root = JSON.readTree(bytes);
    } catch (IOException e) {
      throw corrupt(file, detail(e), e);
    }
    if (root == null || !root.isObject()) {
      throw corrupt(file, "not a JSON object", null);
    }
    formatVersion(file, root);
    JsonNode contract = root.get(CONTRACT);
    if (contract == null || !contract.isTextual()) {
      throw corrupt(file, "no \"contract\"", null);
    }
    if (!contractId.equals(contract.asText())) {
      throw new BaselineFileException(
          file,
          Problem.OTHER_CONTRACT,
          new BaselineFileException.Found(CONTRACT, contract.toString()),
          "the baseline file "
              + file
              + " is for contract '"
              + contract.asText()
              + "', not '"
              + contractId
              + "'; it was left untouched. Move it to its contract's file, or delete it");
    }
    JsonNode entries = root.get(ENTRIES);
    if (entries == null || !entries.isArray()) {
      throw corrupt(file, "no \"entries\" array", null);
    }
    List<StoredEntry> stored = new ArrayList<>();
    for (int index = 0; index < entries.size(); index++) {
      JsonNode node = entries.get(index);
      BaselineEntry entry = entry(file, index, node);
      EntryFigureCheck.check(file, entry);
      stored.add(new StoredEntry(entry, node));
    }
    Map<String, JsonNode> others = new TreeMap<>();
    for (Map.Entry<String, JsonNode> field : root.properties()) {
      if (!List.of(CONTRACT, ENTRIES, VERSION).contains(field.getKey())) {
        others.put(field.getKey(), field.getValue());
      }
    }
    return new BaselineDocument(contractId, stored, others);
  }

  /** {@code document} as the file keeps it, UTF-8, ending with a line feed. */
  static byte[] write(BaselineDocument document) {
    ObjectNode root = JSON.createObjectNode();
    root.put(CONTRACT, document.contract());
    root.put(VERSION, FORMAT_VERSION);
    ArrayNode entries = root.putArray(ENTRIES);
    for (StoredEntry stored : document.stored()) {
      entries.add(stored.asRead() == null ? JSON.valueToTree(stored.entry()) : stored.asRead());
    }
    document.otherFields().forEach(root::set);
    try {
      return (WRITER.writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a baseline document cannot be written as JSON", e);
    }
  }

  private static void formatVersion(Path file, JsonNode root) {
    JsonNode version = root.get(VERSION);
    if (version == null) {
      return;
    }
    if (!version.canConvertToExactIntegral() || !version.canConvertToInt() || version.asInt() < 1) {
      throw new BaselineFileException(
          file,
          Problem.CORRUPT,
          new BaselineFileException.Found(VERSION, version.toString()),
          corruptMessage(file, "\"formatVersion\" is " + version + ", not a whole number from 1"));
    }
    if (version.asInt() > FORMAT_VERSION) {
      throw new BaselineFileException(
          file,
          Problem.NEWER_FORMAT,
          new BaselineFileException.Found(VERSION, version.toString()),
          "the baseline file "
              + file
              + " is of format version "
              + version.asInt()
              + ", written by a newer kvperf; this kvperf reads format version "
              + FORMAT_VERSION
              + " and older. It was left untouched: run the kvperf that wrote it, or delete it and"
              + " re-record with -Dkvperf.baseline=update");
    }
  }

  private static BaselineEntry entry(Path file, int index, JsonNode node) {
    try {
      BaselineEntry entry = JSON.treeToValue(node, BaselineEntry.class);
      if (entry == null) {
        throw corrupt(file, "entries[" + index + "] is null", null);
      }
      return entry;
    } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
      throw corrupt(file, "entries[" + index + "]: " + detail(e), e);
    }
  }

  /** The parser's own words and where it stopped, without the source excerpt Jackson appends. */
  private static String detail(Exception e) {
    if (!(e instanceof JsonProcessingException json)) {
      return e.getMessage();
    }
    JsonLocation at = json.getLocation();
    // Jackson names the source it does not include: "[Source: REDACTED (...); line: 1, ...]".
    return json.getOriginalMessage().replaceAll("\\[Source: [^;]*; ", "[")
        + (at == null || at.getLineNr() < 1
            ? ""
            : " at line " + at.getLineNr() + ", column " + at.getColumnNr());
  }

  private static BaselineFileException corrupt(Path file, String detail, Throwable cause) {
    return new BaselineFileException(file, Problem.CORRUPT, corruptMessage(file, detail), cause);
  }

  private static String corruptMessage(Path file, String detail) {
    return "the baseline file "
        + file
        + " is not a valid baseline document ("
        + detail
        + "); it was left untouched. "
        + BaselineFileException.repairHint(file);
  }
}
