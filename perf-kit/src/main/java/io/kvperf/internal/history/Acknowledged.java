package io.kvperf.internal.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The commits whose change points someone has seen: {@value #FILE} in the history's directory, one
 * commit a line (at least {@value #LEAST_DIGITS} hex digits of it), {@code #} starting a comment. A
 * change point at an acknowledged commit still splits its series, but is not reported as new.
 *
 * @param prefixes the commits as written, lower case
 */
public record Acknowledged(Set<String> prefixes) {
  /** The file's name. */
  public static final String FILE = "acknowledged.txt";

  /** The fewest hex digits that name a commit. */
  static final int LEAST_DIGITS = 7;

  /** Copies the set. */
  public Acknowledged {
    prefixes = Set.copyOf(prefixes);
  }

  /**
   * The commits acknowledged in {@code directory}; none where it has no such file.
   *
   * @throws IllegalArgumentException naming the file and line of a line that names no commit
   */
  public static Acknowledged read(Path directory) {
    Path file = directory.resolve(FILE);
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return new Acknowledged(Set.of());
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + file, e);
    }
    Set<String> prefixes = new TreeSet<>();
    for (int i = 0; i < lines.size(); i++) {
      String commit = lines.get(i).replaceFirst("#.*", "").strip().toLowerCase(Locale.ROOT);
      if (commit.isEmpty()) {
        continue;
      }
      if (!commit.matches("[0-9a-f]{" + LEAST_DIGITS + ",40}")) {
        throw new IllegalArgumentException(
            file
                + ", line "
                + (i + 1)
                + ": '"
                + lines.get(i).strip()
                + "' names no commit: write at least "
                + LEAST_DIGITS
                + " hex digits of one");
      }
      prefixes.add(commit);
    }
    return new Acknowledged(prefixes);
  }

  /** The ids among {@code commits} that an acknowledged prefix names. */
  Set<String> among(List<String> commits) {
    Set<String> named = new TreeSet<>();
    for (String commit : commits) {
      String lower = commit.toLowerCase(Locale.ROOT);
      if (prefixes.stream().anyMatch(lower::startsWith)) {
        named.add(commit);
      }
    }
    return named;
  }
}
