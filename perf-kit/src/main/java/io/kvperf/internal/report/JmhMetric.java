package io.kvperf.internal.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import org.openjdk.jmh.util.ListStatistics;

/**
 * One metric in JMH's result format: score, error, confidence interval, percentiles, unit and the
 * raw data, one array per fork. Figures that cannot be computed are written as JMH writes them, the
 * string {@code "NaN"}.
 *
 * @param score the metric's score: the mean of the values, or their maximum for a longest pause
 * @param statistics the values of all forks, for the error and the percentiles
 * @param rawData the values, one array per fork
 * @param unit the unit, as JMH's tools show it
 */
record JmhMetric(double score, ListStatistics statistics, double[][] rawData, String unit) {
  /** JMH's percentiles, in its order and spelling. */
  private static final double[] PERCENTILES = {
    0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0
  };

  private static final double CONFIDENCE = 0.999;

  /** The metric whose score is the mean of the finite {@code rawData}. */
  static JmhMetric of(double[][] rawData, String unit) {
    ListStatistics statistics = statistics(rawData);
    return new JmhMetric(statistics.getMean(), statistics, rawData, unit);
  }

  /** The metric whose score is the largest of the finite {@code rawData}. */
  static JmhMetric maxOf(double[][] rawData, String unit) {
    ListStatistics statistics = statistics(rawData);
    return new JmhMetric(statistics.getMax(), statistics, rawData, unit);
  }

  private static ListStatistics statistics(double[][] rawData) {
    ListStatistics statistics = new ListStatistics();
    Arrays.stream(rawData)
        .flatMapToDouble(Arrays::stream)
        .filter(Double::isFinite)
        .forEach(statistics::addValue);
    return statistics;
  }

  ObjectNode toJson(ObjectMapper json) {
    ObjectNode metric = json.createObjectNode();
    boolean any = statistics.getN() > 0;
    put(metric, "score", any ? score : Double.NaN);
    double error = statistics.getN() > 2 ? statistics.getMeanErrorAt(CONFIDENCE) : Double.NaN;
    put(metric, "scoreError", error);
    ArrayNode confidence = metric.putArray("scoreConfidence");
    double[] interval = interval(error);
    add(confidence, interval[0]);
    add(confidence, interval[1]);
    ObjectNode percentiles = metric.putObject("scorePercentiles");
    for (double percentile : PERCENTILES) {
      // Double.toString spells them as JMH does: 0.0, 50.0, 99.9, 99.9999, 100.0.
      put(
          percentiles,
          String.valueOf(percentile),
          any ? statistics.getPercentile(percentile) : Double.NaN);
    }
    metric.put("scoreUnit", unit);
    ArrayNode raw = metric.putArray("rawData");
    for (double[] fork : rawData) {
      ArrayNode values = raw.addArray();
      for (double value : fork) {
        add(values, value);
      }
    }
    return metric;
  }

  /**
   * The interval on the log scale when every value is positive (never below zero), else the
   * arithmetic one, or NaNs.
   */
  private double[] interval(double error) {
    if (Double.isNaN(error)) {
      return new double[] {Double.NaN, Double.NaN};
    }
    if (statistics.getMin() > 0) {
      ListStatistics logs = new ListStatistics();
      Arrays.stream(rawData)
          .flatMapToDouble(Arrays::stream)
          .filter(Double::isFinite)
          .forEach(value -> logs.addValue(Math.log(value)));
      double[] log = logs.getConfidenceIntervalAt(CONFIDENCE);
      return new double[] {Math.exp(log[0]), Math.exp(log[1])};
    }
    return new double[] {score - error, score + error};
  }

  private static void put(ObjectNode node, String key, double value) {
    if (Double.isFinite(value)) {
      node.put(key, value);
    } else {
      node.put(key, "NaN");
    }
  }

  private static void add(ArrayNode array, double value) {
    if (Double.isFinite(value)) {
      array.add(value);
    } else {
      array.add("NaN");
    }
  }
}
