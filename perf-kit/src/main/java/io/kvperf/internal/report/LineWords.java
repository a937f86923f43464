package io.kvperf.internal.report;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A renderer's table of which words write which kind of account line: a function per class of line,
 * looked up by the class of the line, so that one place says how each kind is written.
 *
 * @param <L> the lines the table writes
 */
final class LineWords<L> {
  private final Map<Class<?>, Function<L, String>> byKind;

  /** The table of {@code words}, each made by {@link #words}; a kind may stand in it once. */
  @SafeVarargs
  LineWords(Map.Entry<Class<?>, Function<L, String>>... words) {
    Map<Class<?>, Function<L, String>> table = new HashMap<>();
    for (Map.Entry<Class<?>, Function<L, String>> entry : words) {
      if (table.put(entry.getKey(), entry.getValue()) != null) {
        throw new IllegalArgumentException("words for " + entry.getKey() + " twice");
      }
    }
    this.byKind = Map.copyOf(table);
  }

  /** An entry of a table: {@code words} writes the lines of {@code kind}. */
  static <L, T extends L> Map.Entry<Class<?>, Function<L, String>> words(
      Class<T> kind, Function<? super T, String> words) {
    return Map.entry(kind, line -> words.apply(kind.cast(line)));
  }

  /** The words of {@code line}; empty where the table has none for its class. */
  Optional<String> of(L line) {
    Function<L, String> words = byKind.get(line.getClass());
    return words == null ? Optional.empty() : Optional.of(words.apply(line));
  }
}
