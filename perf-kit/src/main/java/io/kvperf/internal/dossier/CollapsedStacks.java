package io.kvperf.internal.dossier;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One fork's profile in the collapsed format that async-profiler writes and flame graph tools read:
 * a line per distinct stack, its frames from the root down separated by {@code ;}, then a space and
 * the stack's sample count.
 *
 * @param samples each stack's sample count, a stack being its frames from the root down joined by
 *     {@code ;}
 */
record CollapsedStacks(Map<String, Long> samples) {
  /** Copies the map. */
  CollapsedStacks {
    samples = Collections.unmodifiableMap(new LinkedHashMap<>(samples));
  }

  /** Reads {@code file}; a line that is not a stack and a count is an error naming it. */
  static CollapsedStacks read(Path file) {
    try {
      return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the profile " + file, e);
    }
  }

  /** A lambda's class number, which depends on the order a fork loaded its classes. */
  private static final Pattern LAMBDA_NUMBER = Pattern.compile("\\$\\$Lambda\\$[0-9]+");

  /**
   * The random number in the file name of a native library extracted for one fork ({@code
   * librocksdbjni4899264060119433793.so`rocksdb::DBImpl::Get}).
   */
  private static final Pattern EXTRACTED_LIBRARY_NUMBER =
      Pattern.compile("[0-9]{6,}(?=\\.(so|dylib|dll|jnilib)\\b)");

  /**
   * Parses {@code lines} of {@code source}, adding the counts of a stack that repeats. Names that
   * change from fork to fork are made one: a lambda's frames lose their class number, and a native
   * library extracted to a file of its own each fork loses the random number in its file name, and
   * one deleted once loaded loses the {@code (deleted)} the kernel adds to its name.
   */
  static CollapsedStacks parse(List<String> lines, String source) {
    Map<String, Long> samples = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty()) {
        continue;
      }
      int space = line.lastIndexOf(' ');
      long count;
      try {
        count = space < 1 ? -1 : Long.parseLong(line.substring(space + 1));
      } catch (NumberFormatException e) {
        count = -1;
      }
      if (count < 0) {
        throw new IllegalArgumentException(
            source + " line " + (i + 1) + " is not a collapsed stack and a count: '" + line + "'");
      }
      String stack = LAMBDA_NUMBER.matcher(line.substring(0, space)).replaceAll("\\$\\$Lambda");
      stack = EXTRACTED_LIBRARY_NUMBER.matcher(stack).replaceAll("");
      // A library deleted after it was loaded, as an extracted one often is, keeps its name.
      stack = stack.replace(" (deleted)`", "`");
      samples.merge(stack, count, Long::sum);
    }
    return new CollapsedStacks(samples);
  }

  /**
   * The frame each JIT compiler thread runs its compilations under, as async-profiler names it with
   * or without its library's prefix.
   */
  static final String COMPILER_LOOP = "CompileBroker::compiler_thread_loop";

  /** Whether {@code stack} is a JIT compiler thread's: a frame of it is {@link #COMPILER_LOOP}. */
  static boolean isCompilers(String stack) {
    for (String frame : stack.split(";")) {
      if (frame.equals(COMPILER_LOOP) || frame.endsWith("`" + COMPILER_LOOP)) {
        return true;
      }
    }
    return false;
  }

  /** These stacks without the JIT compiler threads' ({@link #isCompilers}). */
  CollapsedStacks withoutCompilers() {
    Map<String, Long> kept = new LinkedHashMap<>(samples);
    kept.keySet().removeIf(CollapsedStacks::isCompilers);
    return new CollapsedStacks(kept);
  }

  /** All samples. */
  long total() {
    return samples.values().stream().mapToLong(Long::longValue).sum();
  }

  /**
   * Each key's share of all samples, a stack counting once for every distinct key its frames map to
   * ({@code key} returns null for a frame that counts for none); for self time, map only the top
   * frame.
   */
  Map<String, Double> shares(Function<List<String>, Set<String>> keys) {
    long total = total();
    Map<String, Double> shares = new LinkedHashMap<>();
    if (total == 0) {
      return shares;
    }
    samples.forEach(
        (stack, count) -> {
          for (String key : keys.apply(List.of(stack.split(";")))) {
            shares.merge(key, (double) count / total, Double::sum);
          }
        });
    return shares;
  }

  /** The frames of a stack, each once: what its samples count toward as total time. */
  static Set<String> everyFrame(List<String> frames) {
    return new HashSet<>(frames);
  }

  /** The top frame of a stack: what its samples count toward as self time. */
  static Set<String> topFrame(List<String> frames) {
    return Set.of(frames.get(frames.size() - 1));
  }
}
