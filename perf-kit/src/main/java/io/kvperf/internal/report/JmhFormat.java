package io.kvperf.internal.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares an entry of a kvperf {@code jmh-result.json} with one JMH wrote, so that tests and CI
 * can show that JMH's tools read it: every field JMH writes must be there with the same JSON type,
 * and every secondary metric must be shaped as JMH's primary metric. A number and the string {@code
 * "NaN"} count as one type, as JMH itself writes a figure it cannot compute so; {@code params} is
 * JMH's own optional field.
 */
public final class JmhFormat {
  private JmhFormat() {}

  /**
   * Where {@code entry} departs from the structure of {@code jmhEntry}, one line each; empty when
   * it has JMH's structure.
   */
  public static List<String> differences(JsonNode jmhEntry, JsonNode entry) {
    List<String> problems = new ArrayList<>();
    compare("", jmhEntry, entry, problems);
    JsonNode secondary = entry.get("secondaryMetrics");
    if (secondary != null) {
      secondary
          .properties()
          .forEach(
              metric ->
                  compare(
                      "secondaryMetrics." + metric.getKey(),
                      jmhEntry.get("primaryMetric"),
                      metric.getValue(),
                      problems));
    }
    entry
        .properties()
        .forEach(
            field -> {
              if (!jmhEntry.has(field.getKey()) && !field.getKey().equals("params")) {
                problems.add(field.getKey() + ": a field JMH does not write");
              }
            });
    return problems;
  }

  /** A number, or the string JMH writes where it cannot compute one. */
  private static boolean numeric(JsonNode node) {
    return node.isNumber() || (node.isTextual() && node.asText().equals("NaN"));
  }

  private static void compare(String path, JsonNode jmh, JsonNode ours, List<String> problems) {
    if (ours == null) {
      problems.add(path + ": missing");
      return;
    }
    if (jmh.getNodeType() != ours.getNodeType() && !(numeric(jmh) && numeric(ours))) {
      problems.add(path + ": " + ours.getNodeType() + " where JMH writes " + jmh.getNodeType());
      return;
    }
    if (jmh.isObject() && !path.equals(".secondaryMetrics")) {
      jmh.properties()
          .forEach(
              field ->
                  compare(
                      path + "." + field.getKey(),
                      field.getValue(),
                      ours.get(field.getKey()),
                      problems));
    } else if (jmh.isArray() && jmh.size() > 0) {
      for (int i = 0; i < ours.size(); i++) {
        compare(path + "[" + i + "]", jmh.get(0), ours.get(i), problems);
      }
    }
  }
}
