package io.kvperf.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the Java and pom snippets of the repository's Markdown files and what each must equal.
 *
 * <p>A snippet is a {@code ```java} block whose preceding line is {@code <!-- snippet: PATH -->}
 * (the whole file) or {@code <!-- snippet: PATH#REGION -->} (the lines between {@code //
 * snippet:REGION} and {@code // end-snippet:REGION} in that file, without their common
 * indentation). PATH is relative to the repository's root and lies in a Maven source directory, so
 * that the build compiles what the docs show. Every Java block needs a marker.
 *
 * <p>A {@code ```xml} block with such a marker shows a region of a {@code pom.xml} the build
 * builds, between {@code <!-- snippet:REGION -->} and {@code <!-- end-snippet:REGION -->}; an xml
 * block without a marker is not checked.
 */
final class DocSnippets {
  private static final Pattern MARKER = Pattern.compile("<!-- snippet: ([^#\\s]+)(?:#(\\S+))? -->");
  private static final String JAVA_FENCE = "```java";
  private static final String XML_FENCE = "```xml";
  private static final String FENCE = "```";

  /** One snippet: where it is, what it names, what it shows. */
  record Snippet(Path doc, int line, String source, String region, String shown) {
    String where() {
      return doc + ":" + line;
    }

    String named() {
      return region == null ? source : source + "#" + region;
    }
  }

  private final Path root;

  DocSnippets(Path root) {
    this.root = root;
  }

  /** The repository's Markdown files, build output and hidden directories left out. */
  List<Path> markdownFiles() {
    try (Stream<Path> files = Files.walk(root)) {
      return files
          .filter(p -> p.toString().endsWith(".md"))
          .filter(p -> !excluded(root.relativize(p)))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean excluded(Path relative) {
    for (Path part : relative) {
      String name = part.toString();
      if (name.equals("target") || name.startsWith(".") || name.equals("node_modules")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every Java block of {@code doc}.
   *
   * @throws IllegalStateException naming the line of a Java block without a marker, of a marker
   *     without a Java block after it, or of a block never closed
   */
  List<Snippet> snippets(Path doc) throws IOException {
    List<String> lines = Files.readAllLines(doc);
    Path relative = root.relativize(doc);
    List<Snippet> snippets = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher marker = MARKER.matcher(lines.get(i).strip());
      boolean fenceNext =
          i + 1 < lines.size()
              && (lines.get(i + 1).strip().equals(JAVA_FENCE)
                  || lines.get(i + 1).strip().equals(XML_FENCE));
      if (marker.matches() && !fenceNext) {
        throw new IllegalStateException(
            relative
                + ":"
                + (i + 1)
                + ": a snippet marker must be followed by a ```java or ```xml block");
      }
      String fence = lines.get(i).strip();
      if (fence.equals(JAVA_FENCE) || fence.equals(XML_FENCE)) {
        Matcher before = i > 0 ? MARKER.matcher(lines.get(i - 1).strip()) : null;
        boolean marked = before != null && before.matches();
        if (!marked && fence.equals(XML_FENCE)) {
          i = closingFence(lines, i + 1, relative);
          continue;
        }
        if (!marked) {
          throw new IllegalStateException(
              relative
                  + ":"
                  + (i + 1)
                  + ": a ```java block needs <!-- snippet: PATH[#REGION] --> on the line before,"
                  + " naming the compiled source it shows");
        }
        int end = closingFence(lines, i + 1, relative);
        String shown = String.join("\n", lines.subList(i + 1, end)) + "\n";
        snippets.add(new Snippet(relative, i + 1, before.group(1), before.group(2), shown));
        i = end;
      }
    }
    return snippets;
  }

  private static int closingFence(List<String> lines, int from, Path doc) {
    for (int j = from; j < lines.size(); j++) {
      if (lines.get(j).strip().equals(FENCE)) {
        return j;
      }
    }
    throw new IllegalStateException(doc + ":" + from + ": a fenced block is never closed");
  }

  /**
   * What {@code snippet} must show: its source file, or the named region of it.
   *
   * @throws IllegalStateException when the source is not in a Maven source directory, does not
   *     exist, or lacks the region
   */
  String expected(Snippet snippet) throws IOException {
    Path source = root.resolve(snippet.source()).normalize();
    String path = snippet.source();
    boolean pom = path.endsWith("/pom.xml");
    if (!pom && !path.contains("/src/main/java/") && !path.contains("/src/test/java/")) {
      throw new IllegalStateException(
          snippet.where()
              + ": "
              + path
              + " is neither in a Maven source directory the build compiles nor a pom it builds");
    }
    if (pom && snippet.region() == null) {
      throw new IllegalStateException(
          snippet.where() + ": a pom snippet names a region of " + path + " (PATH#REGION)");
    }
    if (!Files.isRegularFile(source)) {
      throw new IllegalStateException(snippet.where() + ": " + path + " does not exist");
    }
    String text = Files.readString(source);
    return snippet.region() == null ? text : region(text, snippet);
  }

  private static String region(String text, Snippet snippet) {
    List<String> lines = text.lines().toList();
    boolean pom = snippet.source().endsWith("/pom.xml");
    String start =
        pom ? "<!-- snippet:" + snippet.region() + " -->" : "// snippet:" + snippet.region();
    String end =
        pom
            ? "<!-- end-snippet:" + snippet.region() + " -->"
            : "// end-snippet:" + snippet.region();
    int from = indexOf(lines, start, 0);
    int to = from < 0 ? -1 : indexOf(lines, end, from + 1);
    if (from < 0 || to < 0) {
      throw new IllegalStateException(
          snippet.where()
              + ": "
              + snippet.source()
              + " has no region between '"
              + start
              + "' and '"
              + end
              + "'");
    }
    List<String> body = trimBlankEnds(lines.subList(from + 1, to));
    int indent =
        body.stream()
            .filter(l -> !l.isBlank())
            .mapToInt(l -> l.length() - l.stripLeading().length())
            .min()
            .orElse(0);
    StringBuilder shown = new StringBuilder();
    for (String line : body) {
      shown.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
    }
    return shown.toString();
  }

  private static List<String> trimBlankEnds(List<String> lines) {
    int first = 0;
    int last = lines.size();
    while (first < last && lines.get(first).isBlank()) {
      first++;
    }
    while (last > first && lines.get(last - 1).isBlank()) {
      last--;
    }
    return lines.subList(first, last);
  }

  private static int indexOf(List<String> lines, String marker, int from) {
    for (int i = from; i < lines.size(); i++) {
      if (lines.get(i).strip().equals(marker)) {
        return i;
      }
    }
    return -1;
  }
}
