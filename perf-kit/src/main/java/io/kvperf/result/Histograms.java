package io.kvperf.result;

import io.kvperf.api.Operation;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.EnumMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * What results keep of a latency histogram: its percentiles, and its compressed encoding, which can
 * be decoded and merged. Not API.
 */
public final class Histograms {
  private Histograms() {}

  /** The histogram's count and percentiles. */
  public static LatencySummary summary(Histogram histogram) {
    return new LatencySummary(
        histogram.getTotalCount(),
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(90),
        histogram.getValueAtPercentile(99),
        histogram.getValueAtPercentile(99.9),
        histogram.getValueAtPercentile(99.99),
        histogram.getMaxValue());
  }

  /**
   * The mean of the recorded values up to the {@code percentile}th (0–100), the tail beyond it left
   * out; {@code NaN} if none was recorded.
   */
  public static double meanUpTo(Histogram histogram, double percentile) {
    long cutoff = histogram.getValueAtPercentile(percentile);
    double sum = 0;
    long count = 0;
    for (HistogramIterationValue value : histogram.recordedValues()) {
      if (value.getValueIteratedTo() > cutoff) {
        break;
      }
      sum +=
          value.getCountAtValueIteratedTo()
              * (double) histogram.medianEquivalentValue(value.getValueIteratedTo());
      count += value.getCountAtValueIteratedTo();
    }
    return count == 0 ? Double.NaN : sum / count;
  }

  /** HdrHistogram's compressed encoding, in Base64. */
  public static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
  }

  /** Decodes what {@link #encode} wrote. */
  public static Histogram decode(String encoded) {
    try {
      return Histogram.decodeFromCompressedByteBuffer(
          ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
    } catch (DataFormatException e) {
      throw new IllegalArgumentException("not an encoded latency histogram: " + e, e);
    }
  }

  /** The summary of each operation's histogram. */
  public static Map<Operation, LatencySummary> summaries(Map<Operation, Histogram> histograms) {
    Map<Operation, LatencySummary> summaries = new EnumMap<>(Operation.class);
    histograms.forEach((operation, h) -> summaries.put(operation, summary(h)));
    return summaries;
  }

  /** Each operation's histogram, encoded. */
  public static Map<Operation, String> encoded(Map<Operation, Histogram> histograms) {
    Map<Operation, String> encoded = new EnumMap<>(Operation.class);
    histograms.forEach((operation, h) -> encoded.put(operation, encode(h)));
    return encoded;
  }
}
