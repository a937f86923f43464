package io.kvperf.internal.settings;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * One share of a run split over several machines or jobs ({@code kvperf.shard=i/n}): shard {@code
 * index} of {@code count}, from 1.
 *
 * @param index this shard, from 1 to {@code count}
 * @param count how many shards the run is split into
 */
public record Shard(int index, int count) {
  /** The setting naming this run's shard. */
  public static final String PROPERTY = "kvperf.shard";

  /** The environment variable read when the setting is not given. */
  public static final String ENVIRONMENT = "KVPERF_SHARD";

  /** Checks {@code 1 <= index <= count}. */
  public Shard {
    if (count < 1 || index < 1 || index > count) {
      throw new IllegalArgumentException("shard " + index + "/" + count);
    }
  }

  /**
   * Parses {@code i/n}.
   *
   * @throws ExtensionConfigurationException naming the setting and the value when it is not two
   *     whole numbers with {@code 1 <= i <= n <= 1000}
   */
  public static Shard parse(String text) {
    String[] parts = text.trim().split("/", -1);
    try {
      if (parts.length == 2) {
        int index = Integer.parseInt(parts[0].trim());
        int count = Integer.parseInt(parts[1].trim());
        if (count <= 1000) {
          return new Shard(index, count);
        }
      }
    } catch (IllegalArgumentException e) {
      // the message below says what is valid
    }
    throw new ExtensionConfigurationException(
        PROPERTY
            + " = '"
            + text
            + "' is invalid: write i/n, this shard's number from 1 to n, n at most 1000 (a"
            + " Kubernetes Indexed Job: $((JOB_COMPLETION_INDEX + 1))/n)");
  }

  @Override
  public String toString() {
    return index + "/" + count;
  }
}
