package io.kvperf.metrics;

import io.kvperf.result.LatencySummary;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import org.HdrHistogram.Histogram;

/** What results keep of a histogram: its percentiles, and its compressed encoding. */
final class Histograms {
  private Histograms() {}

  static LatencySummary summary(Histogram histogram) {
    return new LatencySummary(
        histogram.getTotalCount(),
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(90),
        histogram.getValueAtPercentile(99),
        histogram.getValueAtPercentile(99.9),
        histogram.getValueAtPercentile(99.99),
        histogram.getMaxValue());
  }

  /** HdrHistogram's compressed encoding, in Base64. */
  static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
  }
}
