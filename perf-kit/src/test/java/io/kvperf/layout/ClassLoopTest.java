package io.kvperf.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No class loops inside a package: within each package of perf-kit's sources, the classes that name
 * each other by simple name (comments and literals aside, as {@link PackageGraphTest} reads
 * packages) form no cycle, so that each class of a room can be read after those it uses. The loops
 * that stand elsewhere are listed, and may only shrink.
 */
class ClassLoopTest {
  private static final Path SOURCES = Path.of("src/main/java");
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

  /** Comments, text blocks, strings and characters, whichever starts first. */
  private static final Pattern NOT_CODE =
      Pattern.compile(
          "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])+'",
          Pattern.DOTALL);

  /** The rooms that must stay free of loops, whatever else is listed below. */
  private static final List<String> LOOP_FREE =
      List.of("arms", "build", "pairs", "dossier", "stats", "junit", "history");

  /**
   * The loops that stand in other packages, by package: the classes in them. A loop there among
   * other classes fails as anywhere else.
   */
  private static final Map<String, Set<String>> KNOWN_LOOPS =
      Map.of(
          // A repeatable annotation and its container name each other, as Java requires.
          "io.kvperf.api", Set.of("EngineSetting", "EngineSettings"),
          "io.kvperf.engine", Set.of("SkipListEngine", "SkipListStore"),
          "io.kvperf.internal.fork", Set.of("CursorReader", "OperationExecutor"),
          "io.kvperf.internal.report",
              Set.of(
                  "BuildComparisons",
                  "HtmlReport",
                  "ScoreChart",
                  "SoakTable",
                  "ReportFiles",
                  "SummaryMarkdown"),
          "io.kvperf.internal.settings", Set.of("CompareSettings", "KvPerfSettings"),
          "io.kvperf.result", Set.of("MetricsPooling", "MetricsResult"),
          "io.kvperf.workload",
              Set.of("GroupSpec", "ThreadGroups", "WorkloadChecks", "WorkloadSpec"));

  /** Package → class (its file's name) → its source. */
  private static Map<String, Map<String, String>> codeByPackage() throws IOException {
    Map<String, Map<String, String>> packages = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String name = file.getFileName().toString().replace(".java", "");
        String text = Files.readString(file);
        Matcher pkg = PACKAGE.matcher(text);
        if (!name.contains("-") && pkg.find()) {
          packages.computeIfAbsent(pkg.group(1), p -> new TreeMap<>()).put(name, text);
        }
      }
    }
    return packages;
  }

  /**
   * A loop: classes of one package that reach each other through their references.
   *
   * @param classes the classes in it, two at least
   * @param references the references between them, e.g. {@code A -> B}
   */
  record Loop(Set<String> classes, Set<String> references) {
    @Override
    public String toString() {
      return references.toString();
    }
  }

  /**
   * The loops among {@code classes} (name → source), each a strongly connected set of classes, read
   * in their code with comments and literals removed.
   */
  static List<Loop> loops(Map<String, String> classes) {
    Map<String, Set<String>> edges = new TreeMap<>();
    classes.forEach(
        (name, source) -> {
          String code = NOT_CODE.matcher(source).replaceAll(" ");
          Set<String> targets = new TreeSet<>();
          for (String other : classes.keySet()) {
            if (!other.equals(name)
                && Pattern.compile("\\b" + other + "\\b").matcher(code).find()) {
              targets.add(other);
            }
          }
          edges.put(name, targets);
        });
    List<Loop> loops = new ArrayList<>();
    for (Set<String> component : new StronglyConnected(edges).components()) {
      if (component.size() > 1) {
        Set<String> references = new TreeSet<>();
        component.forEach(
            from ->
                edges.get(from).stream()
                    .filter(component::contains)
                    .forEach(to -> references.add(from + " -> " + to)));
        loops.add(new Loop(component, references));
      }
    }
    return loops;
  }

  /** Tarjan's search for the strongly connected components of a small graph. */
  private static final class StronglyConnected {
    private final Map<String, Set<String>> edges;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<String, Integer> lowest = new HashMap<>();
    private final List<String> stack = new ArrayList<>();
    private final List<Set<String>> components = new ArrayList<>();

    StronglyConnected(Map<String, Set<String>> edges) {
      this.edges = edges;
    }

    List<Set<String>> components() {
      edges.keySet().stream().filter(node -> !index.containsKey(node)).forEach(this::visit);
      return components;
    }

    private void visit(String node) {
      index.put(node, index.size());
      lowest.put(node, index.get(node));
      stack.add(node);
      for (String next : edges.getOrDefault(node, Set.of())) {
        if (!index.containsKey(next)) {
          visit(next);
          lowest.put(node, Math.min(lowest.get(node), lowest.get(next)));
        } else if (stack.contains(next)) {
          lowest.put(node, Math.min(lowest.get(node), index.get(next)));
        }
      }
      if (lowest.get(node).equals(index.get(node))) {
        Set<String> component = new TreeSet<>();
        String top;
        do {
          top = stack.remove(stack.size() - 1);
          component.add(top);
        } while (!top.equals(node));
        components.add(component);
      }
    }
  }

  @Test
  void noPackageHasAClassLoopBesideTheKnownOnes() throws IOException {
    List<String> loops = new ArrayList<>();
    codeByPackage()
        .forEach(
            (pkg, classes) ->
                loops(classes).stream()
                    .filter(
                        loop ->
                            !KNOWN_LOOPS.getOrDefault(pkg, Set.of()).containsAll(loop.classes()))
                    .forEach(loop -> loops.add(pkg + ": " + loop)));
    assertThat(loops).as("class loops inside a package").isEmpty();
  }

  @Test
  void theRoomsOfAComparisonAndTheExtensionAreReadAndHaveNoKnownLoop() throws IOException {
    Map<String, Map<String, String>> packages = codeByPackage();
    for (String room : LOOP_FREE) {
      String pkg = "io.kvperf.internal." + room;
      assertThat(packages).as(pkg + " is read").containsKey(pkg);
      assertThat(packages.get(pkg)).as(pkg + "'s classes").hasSizeGreaterThan(2);
      assertThat(KNOWN_LOOPS).as(pkg + " may have no loop").doesNotContainKey(pkg);
    }
  }

  @Test
  void aLoopIsFoundThroughAnyReferenceInCodeAndNoneThroughCommentsOrLiterals() {
    Map<String, String> chain =
        Map.of(
            "First", "class First { Second next; }",
            "Second", "class Second { static Third of() { return null; } }",
            "Third",
                "/** {@link First} */ class Third { // First\n"
                    + " String name = \"First\"; char c = '\"'; String t = \"\"\"\n First\"\"\"; }");
    assertThat(loops(chain)).isEmpty();

    Map<String, String> looped = new TreeMap<>(chain);
    looped.put("Third", "class Third { Object o = First.class; }");
    assertThat(loops(looped))
        .containsExactly(
            new Loop(
                Set.of("First", "Second", "Third"),
                Set.of("First -> Second", "Second -> Third", "Third -> First")));
  }

  @Test
  void theCodeOfAClassKeepsWhatFollowsALiteralWithAQuoteInIt() {
    assertThat(
            NOT_CODE
                .matcher("char q = '\"'; Second s; String t = \"a\\\"b\"; Third u;")
                .replaceAll(" "))
        .contains("Second s;", "Third u;")
        .doesNotContain("a\\\"b");
  }
}
