package io.kvperf.harness.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files that travel between the test JVM and its forks, as JSON: records by component, each
 * file with a {@value #FIELD} that the reader checks before anything else, so that a parent and a
 * fork of different kvperf versions fail with a clear error rather than a garbled plan or result.
 */
final class ForkProtocol {
  /** The version of the plan and metrics formats; raise it with any change to either. */
  static final int VERSION = 8;

  static final String FIELD = "formatVersion";

  /** Derived {@code isX()} methods of the records (such as {@code isFixed()}) are not data. */
  static final ObjectMapper MAPPER =
      JsonMapper.builder().disable(MapperFeature.AUTO_DETECT_IS_GETTERS).build();

  private ForkProtocol() {}

  static void write(Path file, Object document) throws IOException {
    Files.write(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(document));
  }

  /** Reads {@code file} as {@code type} once its format version is checked. */
  static <T> T read(Path file, Class<T> type, String what) throws IOException {
    JsonNode tree = MAPPER.readTree(file.toFile());
    JsonNode version = tree == null ? null : tree.get(FIELD);
    if (version == null || !version.isInt() || version.intValue() != VERSION) {
      throw new IOException(
          "the "
              + what
              + " "
              + file
              + " has format version "
              + (version == null ? "(none)" : version)
              + ", but this kvperf reads version "
              + VERSION
              + ": the test JVM and the fork run different kvperf versions");
    }
    return MAPPER.treeToValue(tree, type);
  }
}
