package io.kvperf.internal.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * How a baseline file writes a {@link StoredFork}: one flat object, the engine's figures ({@code
 * run}, {@code opsPerSecond}, {@code p99Nanos}, {@code besideLoad}), the reference's beside them
 * ({@code referenceOpsPerSecond}, {@code referenceP99Nanos}, {@code pairedLogRatio}, each {@code
 * null} or empty without one), and the fields a newer kit wrote that this one does not know, as
 * they were read. Each known field is read as Jackson reads its type, a missing {@code besideLoad}
 * as {@code false}; a missing {@code run} or a null {@code opsPerSecond} fails the read.
 */
final class StoredForkJson {
  private static final String RUN = "run";
  private static final String OPS = "opsPerSecond";
  private static final String P99 = "p99Nanos";
  private static final String REFERENCE_OPS = "referenceOpsPerSecond";
  private static final String REFERENCE_P99 = "referenceP99Nanos";
  private static final String PAIRED = "pairedLogRatio";
  private static final String BESIDE_LOAD = "besideLoad";
  private static final Set<String> KNOWN =
      Set.of(RUN, OPS, P99, REFERENCE_OPS, REFERENCE_P99, PAIRED, BESIDE_LOAD);

  private StoredForkJson() {}

  /** The module that writes and reads stored forks so. */
  static SimpleModule module() {
    return new SimpleModule("stored forks")
        .addSerializer(StoredFork.class, new Writer())
        .addDeserializer(StoredFork.class, new Reader());
  }

  private static final class Writer extends StdSerializer<StoredFork> {
    private static final long serialVersionUID = 1L;

    Writer() {
      super(StoredFork.class);
    }

    @Override
    public void serialize(StoredFork fork, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      json.writeStartObject();
      json.writeStringField(RUN, fork.run());
      json.writeNumberField(OPS, fork.opsPerSecond());
      provider.defaultSerializeField(REFERENCE_OPS, fork.referenceOpsPerSecond(), json);
      provider.defaultSerializeField(P99, fork.p99Nanos(), json);
      provider.defaultSerializeField(REFERENCE_P99, fork.referenceP99Nanos(), json);
      provider.defaultSerializeField(PAIRED, fork.pairedLogRatio(), json);
      json.writeBooleanField(BESIDE_LOAD, fork.besideLoad());
      for (Map.Entry<String, JsonNode> unknown : fork.unknownFields().entrySet()) {
        provider.defaultSerializeField(unknown.getKey(), unknown.getValue(), json);
      }
      json.writeEndObject();
    }
  }

  private static final class Reader extends StdDeserializer<StoredFork> {
    private static final long serialVersionUID = 1L;

    Reader() {
      super(StoredFork.class);
    }

    @Override
    public StoredFork deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      JsonNode node = context.readTree(parser);
      JavaType figures =
          context.getTypeFactory().constructMapType(Map.class, String.class, Double.class);
      String run = value(node, RUN, context.constructType(String.class), context);
      if (run == null) {
        throw context.instantiationException(StoredFork.class, "a stored fork without its " + RUN);
      }
      Double ops = value(node, OPS, context.constructType(Double.class), context);
      if (node.has(OPS) && ops == null) {
        throw context.instantiationException(
            StoredFork.class, "a stored fork's " + OPS + " is null");
      }
      Boolean besideLoad = value(node, BESIDE_LOAD, context.constructType(Boolean.class), context);
      Map<String, JsonNode> unknown = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        if (!KNOWN.contains(field.getKey())) {
          unknown.put(field.getKey(), field.getValue());
        }
      }
      return new StoredFork(
          run,
          ops == null ? 0 : ops,
          value(node, P99, figures, context),
          new StoredFork.Reference(
              value(node, REFERENCE_OPS, context.constructType(Double.class), context),
              value(node, REFERENCE_P99, figures, context),
              value(node, PAIRED, context.constructType(Double.class), context)),
          Boolean.TRUE.equals(besideLoad),
          unknown);
    }

    /** The field {@code name} read as {@code type}, or {@code null} where it is missing or null. */
    private static <T> T value(
        JsonNode node, String name, JavaType type, DeserializationContext context)
        throws IOException {
      JsonNode value = node.get(name);
      return value == null || value.isNull() ? null : context.readTreeAsValue(value, type);
    }
  }
}
