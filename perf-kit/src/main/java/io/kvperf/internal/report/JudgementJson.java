package io.kvperf.internal.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.kvperf.result.Figure;
import io.kvperf.result.Judgement;
import io.kvperf.result.Judgement.Basis;
import io.kvperf.result.Judgement.Estimate;
import io.kvperf.result.Judgement.Limits;
import io.kvperf.result.Judgement.Step;
import io.kvperf.result.Reason;
import io.kvperf.result.Verdict;
import java.io.IOException;

/**
 * How {@value ReportFiles#RESULTS} writes a {@link Judgement}: its figure as the label reports show
 * ({@code figure}) and which way it is better ({@code higherIsBetter}), then its other fields as
 * they are. Reading takes the figure back from its label ({@link FigureLabels}); {@code
 * higherIsBetter} is the figure's own and is not read, and a judgement written without a {@code
 * cause} has none. A label no figure has fails the read, naming it.
 */
final class JudgementJson {
  private static final String FIGURE = "figure";
  private static final String CAUSE = "cause";

  private JudgementJson() {}

  /** The module that writes and reads judgements so. */
  static SimpleModule module() {
    return new SimpleModule("judgements")
        .addSerializer(Judgement.class, new Writer())
        .addDeserializer(Judgement.class, new Reader());
  }

  private static final class Writer extends StdSerializer<Judgement> {
    private static final long serialVersionUID = 1L;

    Writer() {
      super(Judgement.class);
    }

    @Override
    public void serialize(Judgement judgement, JsonGenerator json, SerializerProvider provider)
        throws IOException {
      json.writeStartObject();
      json.writeStringField(FIGURE, judgement.figure().label());
      json.writeBooleanField("higherIsBetter", judgement.figure().higherIsBetter());
      provider.defaultSerializeField("basis", judgement.basis(), json);
      json.writeStringField("against", judgement.against());
      provider.defaultSerializeField("change", judgement.change(), json);
      provider.defaultSerializeField("limits", judgement.limits(), json);
      provider.defaultSerializeField("step", judgement.step(), json);
      provider.defaultSerializeField("verdict", judgement.verdict(), json);
      provider.defaultSerializeField("reason", judgement.reason(), json);
      json.writeStringField(CAUSE, judgement.cause());
      json.writeEndObject();
    }
  }

  private static final class Reader extends StdDeserializer<Judgement> {
    private static final long serialVersionUID = 1L;

    Reader() {
      super(Judgement.class);
    }

    @Override
    public Judgement deserialize(JsonParser parser, DeserializationContext context)
        throws IOException {
      JsonNode node = context.readTree(parser);
      Reason reason = field(node, "reason", Reason.class, context);
      String label = field(node, FIGURE, String.class, context);
      Figure figure =
          FigureLabels.parse(label, reason)
              .orElseThrow(
                  () ->
                      context.weirdStringException(
                          label, Figure.class, "a judgement's figure no kvperf figure has"));
      return new Judgement(
          figure,
          new Judgement.Compared(
              field(node, "basis", Basis.class, context),
              field(node, "against", String.class, context)),
          field(node, "change", Estimate.class, context),
          field(node, "limits", Limits.class, context),
          field(node, "step", Step.class, context),
          new Judgement.Conclusion(
              field(node, "verdict", Verdict.class, context),
              reason,
              node.has(CAUSE) ? field(node, CAUSE, String.class, context) : ""));
    }

    private static <T> T field(
        JsonNode node, String name, Class<T> type, DeserializationContext context)
        throws IOException {
      JsonNode value = node.get(name);
      if (value == null || value.isNull()) {
        throw context.instantiationException(
            Judgement.class, "a judgement without its " + name + ": " + node);
      }
      return context.readTreeAsValue(value, type);
    }
  }
}
