package io.kvperf.internal.protocol;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JSON copy of a fork's plan or metrics that the test JVM keeps in the fork's directory for
 * people to read. Only the test JVM writes it, so that no fork loads Jackson.
 */
final class ReadableCopy {
  /** Derived {@code isX()} methods of the records (such as {@code isFixed()}) are not data. */
  private static final ObjectMapper MAPPER =
      JsonMapper.builder().disable(MapperFeature.AUTO_DETECT_IS_GETTERS).build();

  private ReadableCopy() {}

  static void write(Path file, Object document) throws IOException {
    Files.write(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(document));
  }
}
