package io.kvperf.workload;

import java.io.Serializable;

/**
 * A size in bytes (or entries), fixed or drawn from {@code [min, max]}: uniformly, or, with a mean,
 * as {@code min + (max - min + 1) * u^k} with {@code k = (max - mean) / (mean - min)}, which has
 * that mean (the Krati seed's values: 0.5–2 KB, 1 KB on average, is {@code k = 2}).
 *
 * @param min the smallest size
 * @param max the largest size, {@code >= min}
 * @param exponent {@code k}; 1 is uniform
 */
public record SizeRange(int min, int max, double exponent) implements Serializable {
  /** Checks {@code 0 <= min <= max} and a positive exponent. */
  public SizeRange {
    if (min < 0 || max < min || !(exponent > 0) || Double.isInfinite(exponent)) {
      throw new IllegalArgumentException(
          "invalid size range " + min + ".." + max + " (exponent " + exponent + ")");
    }
  }

  /** Always {@code size}. */
  public static SizeRange fixed(int size) {
    return new SizeRange(size, size, 1);
  }

  /** Uniform in {@code [min, max]}. */
  public static SizeRange uniform(int min, int max) {
    return new SizeRange(min, max, 1);
  }

  /** In {@code [min, max]} with the given mean, which must lie strictly between them. */
  public static SizeRange withMean(int min, int max, double mean) {
    if (!(mean > min && mean < max)) {
      throw new IllegalArgumentException(
          "mean " + mean + " is not strictly between " + min + " and " + max);
    }
    return new SizeRange(min, max, (max - mean) / (mean - min));
  }

  /** The mean size: {@code min + (max - min + 1) / (k + 1)}, or the size when fixed. */
  public double mean() {
    return min == max ? min : min + (max - (double) min + 1) / (exponent + 1);
  }

  /**
   * The range as a {@code @Workload} declares it: {@code keySize = 16}, or {@code keySize = 30,
   * keySizeMax = 36}, for the attribute {@code keySize}.
   */
  public String written(String attribute) {
    return isFixed()
        ? attribute + " = " + min
        : attribute + " = " + min + ", " + attribute + "Max = " + max;
  }

  /** Whether every size is the same. */
  public boolean isFixed() {
    return min == max;
  }

  /** The size for a uniform 64-bit value {@code bits}: a pure function, the same in any JVM. */
  int sample(long bits) {
    if (min == max) {
      return min;
    }
    double u = (bits >>> 11) * 0x1.0p-53;
    double scaled = exponent == 1 ? u : Math.pow(u, exponent);
    return (int) Math.min(max, min + (long) ((max - (long) min + 1) * scaled));
  }
}
