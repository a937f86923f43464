package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/** Immutable copies of maps keyed by operation type, in the types' declaration order. */
final class Operations {
  private Operations() {}

  static <V> Map<Operation, V> copy(Map<Operation, V> map) {
    return map.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(Map.copyOf(map)));
  }
}
