package io.kvperf.internal.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.kvperf.result.Environment;
import java.io.IOException;
import java.util.List;

/**
 * How a baseline file writes an {@link Environment}: one flat object of its machine's and its JVM's
 * fields in name order ({@code arch}, {@code cores}, {@code cpuCaches}, {@code cpuModel}, {@code
 * gc}, {@code jvm}, {@code jvmFlags}, {@code maxHeapMegabytes}, {@code os}), the layout every
 * baseline file has had, so that an environment keys the same entries it always did. A field
 * missing or null fails the read, naming it.
 */
final class EnvironmentJson {
  private static final TypeReference<List<String>> FLAGS = new TypeReference<>() {};

  private EnvironmentJson() {}

  /** The module that writes and reads environments so. */
  static SimpleModule module() {
    return new SimpleModule("environments")
        .addSerializer(Environment.class, new Writer())
        .addDeserializer(Environment.class, new Reader());
  }

  private static final class Writer extends StdSerializer<Environment> {
    private static final long serialVersionUID = 1L;

    Writer() {
      super(Environment.class);
    }

    @Override
    public void serialize(Environment environment, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      json.writeStartObject();
      json.writeStringField("arch", environment.arch());
      json.writeNumberField("cores", environment.cores());
      json.writeStringField("cpuCaches", environment.cpuCaches());
      json.writeStringField("cpuModel", environment.cpuModel());
      json.writeStringField("gc", environment.gc());
      json.writeStringField("jvm", environment.jvm());
      json.writeArrayFieldStart("jvmFlags");
      for (String flag : environment.jvmFlags()) {
        json.writeString(flag);
      }
      json.writeEndArray();
      json.writeNumberField("maxHeapMegabytes", environment.maxHeapMegabytes());
      json.writeStringField("os", environment.os());
      json.writeEndObject();
    }
  }

  private static final class Reader extends StdDeserializer<Environment> {
    private static final long serialVersionUID = 1L;

    Reader() {
      super(Environment.class);
    }

    @Override
    public Environment deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      JsonNode node = context.readTree(parser);
      try {
        return new Environment(
            new Environment.Machine(
                text(node, "os", context),
                text(node, "arch", context),
                text(node, "cpuModel", context),
                text(node, "cpuCaches", context),
                field(node, "cores", context).asInt()),
            new Environment.Jvm(
                text(node, "jvm", context),
                context.readTreeAsValue(
                    field(node, "jvmFlags", context),
                    context.getTypeFactory().constructType(FLAGS)),
                text(node, "gc", context),
                field(node, "maxHeapMegabytes", context).asLong()));
      } catch (IllegalArgumentException e) {
        throw context.instantiationException(Environment.class, e.getMessage());
      }
    }

    private static String text(JsonNode node, String name, DeserializationContext context)
        throws IOException {
      JsonNode value = field(node, name, context);
      if (!value.isTextual()) {
        throw context.instantiationException(
            Environment.class, "an environment's " + name + " is not text: " + value);
      }
      return value.textValue();
    }

    private static JsonNode field(JsonNode node, String name, DeserializationContext context)
        throws IOException {
      JsonNode value = node.get(name);
      if (value == null || value.isNull()) {
        throw context.instantiationException(
            Environment.class, "an environment without its " + name + ": " + node);
      }
      return value;
    }
  }
}
