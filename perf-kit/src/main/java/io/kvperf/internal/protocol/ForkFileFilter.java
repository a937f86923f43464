package io.kvperf.internal.protocol;

import java.io.ObjectInputFilter;
import java.util.List;
import java.util.Optional;

/**
 * What a fork file may hold, checked while it is read, before anything is made of it: the kit's
 * records and the few JDK classes their copies of lists and maps are made of, within limits that a
 * real file stays far below. A corrupt or hostile file is rejected before it makes the reader
 * allocate a huge array or hash a deep graph, and the reason is kept to name in the error.
 *
 * <p>The limits admit a soak's fork with a million GC pauses (each in two lists): {@value
 * #MOST_ARRAY_LENGTH} elements in one list, {@value #MOST_REFERENCES} objects in all, {@value
 * #MOST_BYTES} bytes. A plan or a metrics file nests at most twelve objects deep ({@code
 * MetricsFile}, its iterations, their latencies, their groups' latency maps); the limit leaves as
 * much room again, and keeps small the work of hashing a graph whose paths double at each level.
 *
 * <p>One filter per read: it keeps the first rejection.
 */
final class ForkFileFilter implements ObjectInputFilter {
  static final long MOST_BYTES = 64L * 1024 * 1024;
  static final int MOST_ARRAY_LENGTH = 1_000_000;
  static final int MOST_REFERENCES = 4_000_000;
  static final int MOST_DEPTH = 24;

  /**
   * The JDK classes the records' lists and maps are written as: {@code List.of}/{@code List.copyOf}
   * and {@code Map.of} (written as {@code CollSer}), {@code Collections .unmodifiableMap} over an
   * {@code EnumMap} or a {@code LinkedHashMap}, and boxed numbers.
   */
  private static final List<String> JDK_CLASSES =
      List.of(
          "java.lang.Object",
          "java.lang.Enum",
          "java.lang.Number",
          "java.lang.Long",
          "java.lang.Integer",
          "java.lang.Double",
          "java.lang.Boolean",
          "java.util.CollSer",
          "java.util.ImmutableCollections$List12",
          "java.util.ImmutableCollections$ListN",
          "java.util.ImmutableCollections$Map1",
          "java.util.ImmutableCollections$MapN",
          "java.util.Collections$UnmodifiableMap",
          "java.util.Collections$UnmodifiableRandomAccessList",
          "java.util.Collections$UnmodifiableList",
          "java.util.Collections$UnmodifiableCollection",
          "java.util.ArrayList",
          "java.util.EnumMap",
          "java.util.HashMap",
          "java.util.LinkedHashMap",
          // The table a HashMap checks the length of before it reads its entries.
          "java.util.Map$Entry");

  private static final ObjectInputFilter PATTERN =
      ObjectInputFilter.Config.createFilter(
          "maxdepth="
              + MOST_DEPTH
              + ";maxarray="
              + MOST_ARRAY_LENGTH
              + ";maxrefs="
              + MOST_REFERENCES
              + ";maxbytes="
              + MOST_BYTES
              + ";io.kvperf.**;"
              + String.join(";", JDK_CLASSES)
              + ";!*");

  private String rejection;

  @Override
  public Status checkInput(FilterInfo info) {
    Status status = PATTERN.checkInput(info);
    if (status == Status.REJECTED && rejection == null) {
      rejection = why(info);
    }
    return status;
  }

  /** Why the file was rejected, if it was: what in it passes which limit. */
  Optional<String> rejection() {
    return Optional.ofNullable(rejection);
  }

  private static String why(FilterInfo info) {
    if (info.streamBytes() > MOST_BYTES) {
      return "more than " + MOST_BYTES + " bytes";
    }
    if (info.references() > MOST_REFERENCES) {
      return "more than " + MOST_REFERENCES + " objects";
    }
    if (info.depth() > MOST_DEPTH) {
      return "objects nested " + info.depth() + " deep, more than " + MOST_DEPTH;
    }
    if (info.arrayLength() > MOST_ARRAY_LENGTH) {
      return "an array of " + info.arrayLength() + " elements, more than " + MOST_ARRAY_LENGTH;
    }
    return "a " + info.serialClass().getTypeName() + ", which no fork file holds";
  }
}
