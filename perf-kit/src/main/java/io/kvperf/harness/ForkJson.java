package io.kvperf.harness;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** The JSON mapping of what travels between the test JVM and its forks: records, by component. */
final class ForkJson {
  /** Derived {@code isX()} methods of the records (such as {@code isFixed()}) are not data. */
  static final ObjectMapper MAPPER =
      JsonMapper.builder().disable(MapperFeature.AUTO_DETECT_IS_GETTERS).build();

  private ForkJson() {}
}
