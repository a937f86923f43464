package io.kvperf.internal.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A history point as one line of JSON, and back. The line carries its format's version; a field a
 * newer kit adds is ignored on reading, and a missing or malformed one is an error naming it.
 */
final class HistoryJson {
  /** The format's version, written in every line as {@code "v"}. */
  static final int VERSION = 1;

  private static final ObjectMapper JSON = new ObjectMapper();

  private HistoryJson() {}

  /** {@code point} as one line, without its line break. */
  static String line(HistoryPoint point) {
    ObjectNode line = JSON.createObjectNode();
    line.put("v", VERSION);
    line.put("contract", point.contract());
    line.put("engine", point.engine());
    line.put("figure", point.figure());
    line.put("commit", point.run().commit());
    line.put("parent", point.run().parent());
    line.put("branch", point.run().branch());
    line.put("timeEpochMillis", point.run().timeEpochMillis());
    line.put("machine", point.setup().machine());
    line.put("jdk", point.setup().jdk());
    line.put("kit", point.setup().kit());
    line.put("plan", point.setup().plan());
    FigureEstimate estimate = point.estimate();
    line.put("unit", estimate.unit());
    line.put("mean", estimate.mean());
    putFinite(line, "low", estimate.low());
    putFinite(line, "high", estimate.high());
    ArrayNode forks = line.putArray("forks");
    estimate.forks().forEach(forks::add);
    point
        .anchor()
        .ifPresent(
            anchor -> {
              ObjectNode node = line.putObject("anchor");
              node.put("build", anchor.anchor());
              node.put("ratio", anchor.ratio());
              putFinite(node, "low", anchor.low());
              putFinite(node, "high", anchor.high());
              putFinite(node, "creepBudgetPercent", anchor.creepBudgetPercent());
            });
    try {
      return JSON.writeValueAsString(line);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain values always writes", e);
    }
  }

  /**
   * The point {@code text} holds.
   *
   * @throws IllegalArgumentException naming what is missing or malformed
   */
  static HistoryPoint point(String text) {
    JsonNode line;
    try {
      line = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
    }
    if (line == null || !line.isObject()) {
      throw new IllegalArgumentException("not a JSON object");
    }
    int version = number(line, "v").intValue();
    if (version > VERSION) {
      throw new IllegalArgumentException(
          "format " + version + " is newer than this kit's " + VERSION);
    }
    RunIdentity run =
        new RunIdentity(
            text(line, "commit"),
            text(line, "parent"),
            text(line, "branch"),
            number(line, "timeEpochMillis").longValue());
    RunSetup setup =
        new RunSetup(
            text(line, "machine"), text(line, "jdk"), text(line, "kit"), text(line, "plan"));
    List<Double> forks = new ArrayList<>();
    JsonNode values = line.get("forks");
    if (values == null || !values.isArray()) {
      throw new IllegalArgumentException("'forks' is not a list of numbers");
    }
    values.forEach(value -> forks.add(finite("forks", value)));
    FigureEstimate estimate =
        new FigureEstimate(
            text(line, "unit"),
            finite("mean", line.get("mean")),
            optional(line, "low"),
            optional(line, "high"),
            forks);
    return new HistoryPoint(
        text(line, "contract"),
        text(line, "engine"),
        text(line, "figure"),
        run,
        setup,
        estimate,
        anchor(line.get("anchor")));
  }

  private static Optional<AnchorRatio> anchor(JsonNode node) {
    if (node == null || node.isNull()) {
      return Optional.empty();
    }
    return Optional.of(
        new AnchorRatio(
            text(node, "build"),
            finite("anchor.ratio", node.get("ratio")),
            optional(node, "low"),
            optional(node, "high"),
            optional(node, "creepBudgetPercent")));
  }

  private static void putFinite(ObjectNode node, String name, double value) {
    if (Double.isFinite(value)) {
      node.put(name, value);
    }
  }

  private static String text(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || !value.isTextual()) {
      throw new IllegalArgumentException("'" + name + "' is missing or not text");
    }
    return value.asText();
  }

  private static Number number(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || !value.isNumber()) {
      throw new IllegalArgumentException("'" + name + "' is missing or not a number");
    }
    return value.numberValue();
  }

  private static double finite(String name, JsonNode value) {
    if (value == null || !value.isNumber() || !Double.isFinite(value.doubleValue())) {
      throw new IllegalArgumentException("'" + name + "' is missing or not a finite number");
    }
    return value.doubleValue();
  }

  private static double optional(JsonNode node, String name) {
    JsonNode value = node.get(name);
    return value == null || value.isNull() ? Double.NaN : finite(name, value);
  }
}
