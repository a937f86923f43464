package io.kvperf.workload;

import java.util.Locale;

/**
 * How much of a contract's full-scale counts and times a run uses: {@code smoke} (1 %), {@code ci}
 * (10 %), {@code full} (100 %), or a factor. It scales the preload count and the iteration
 * durations; it is recorded in every result and baselines are kept per scale.
 *
 * @param name {@code smoke}, {@code ci}, {@code full}, or the factor as written
 * @param factor the share of full scale, in (0, 1000]
 */
public record Scale(String name, double factor) {
  /** Full scale. */
  public static final Scale FULL = new Scale("full", 1.0);

  /** Checks the factor is in (0, 1000]. */
  public Scale {
    if (!(factor > 0 && factor <= 1000)) {
      throw new IllegalArgumentException(
          "kvperf.scale = '" + name + "' is invalid: a factor must be in (0, 1000]");
    }
  }

  /** Parses {@code smoke}, {@code ci}, {@code full} or a positive factor such as {@code 0.25}. */
  public static Scale parse(String text) {
    String name = text.trim().toLowerCase(Locale.ROOT);
    return switch (name) {
      case "smoke" -> new Scale("smoke", 0.01);
      case "ci" -> new Scale("ci", 0.1);
      case "full" -> FULL;
      default -> {
        try {
          yield new Scale(name, Double.parseDouble(name));
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException(
              "kvperf.scale = '"
                  + text
                  + "' is invalid: use smoke, ci, full or a factor such as 0.5",
              e);
        }
      }
    };
  }
}
