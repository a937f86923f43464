package io.kvperf.layout;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
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
 * The house rules of perf-kit's sources, read from {@code src/main/java}: no API package refers to
 * {@code io.kvperf.internal} but for the one edge JUnit's composed annotations need ({@code api} to
 * {@code junit}, through {@code @KvPerfContract}'s {@code @ExtendWith}); the package graph has no
 * cycle once that edge is set aside; every package has a {@code package-info}; a public type is API
 * or lives under {@code io.kvperf.internal}; the stored-baseline gate, the store and the reports
 * never run anything, a comparison of builds has one room for each of its jobs (obtaining a build,
 * running two, pair statistics, the dossier), the soak has one that runs nothing, and the history
 * reads values with no package of the kit but the statistics.
 */
class PackageGraphTest {
  private static final Path SOURCES = Path.of("src/main/java");
  private static final String INTERNAL = "io.kvperf.internal";
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern REFERENCE =
      Pattern.compile("\\b(io\\.kvperf(?:\\.[a-z_]+)+)\\.[A-Z]");
  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

  /**
   * A name under {@link #INTERNAL} in code: an import (a type, a member or a whole package) or a
   * qualified name.
   */
  private static final Pattern INTERNAL_REFERENCE =
      Pattern.compile("\\bio\\.kvperf\\.internal(?:\\.\\w+)*(?:\\.\\*)?");

  /**
   * The packages whose public types users may import: the annotations, the results and judgements,
   * the assertions, the engine SPI, the conformance kit, and the workload vocabulary.
   */
  static final Set<String> API_PACKAGES =
      Set.of(
          "io.kvperf.api",
          "io.kvperf.api.presets",
          "io.kvperf.result",
          "io.kvperf.assertj",
          "io.kvperf.engine",
          "io.kvperf.tck",
          "io.kvperf.workload");

  private record Source(Path file, String pkg, String code, long lines) {}

  private static List<Source> sources() throws IOException {
    List<Source> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file :
          files
              .filter(f -> f.toString().endsWith(".java"))
              .filter(f -> !f.getFileName().toString().equals("module-info.java"))
              .toList()) {
        String text = Files.readString(file);
        Matcher pkg = PACKAGE.matcher(text);
        assertThat(pkg.find()).as(file + " declares a package").isTrue();
        sources.add(
            new Source(
                file, pkg.group(1), COMMENT.matcher(text).replaceAll(""), text.lines().count()));
      }
    }
    return sources;
  }

  /** Package → the packages its code refers to, comments and Javadoc aside. */
  private static Map<String, Set<String>> graph(List<Source> sources) {
    Map<String, Set<String>> edges = new TreeMap<>();
    for (Source source : sources) {
      Set<String> targets = edges.computeIfAbsent(source.pkg(), p -> new TreeSet<>());
      Matcher reference = REFERENCE.matcher(source.code());
      while (reference.find()) {
        if (!reference.group(1).equals(source.pkg())) {
          targets.add(reference.group(1));
        }
      }
    }
    return edges;
  }

  @Test
  void noApiPackageRefersToInternalButForTheExtendWithOfKvPerfContract() throws IOException {
    List<Source> sources = sources();
    assertThat(sources.stream().map(Source::pkg))
        .as("every API package is there to be watched")
        .containsAll(API_PACKAGES);
    Map<String, Set<String>> referring = new TreeMap<>();
    for (Source source : sources) {
      if (!API_PACKAGES.contains(source.pkg())) {
        continue;
      }
      Matcher reference = INTERNAL_REFERENCE.matcher(source.code());
      while (reference.find()) {
        referring
            .computeIfAbsent(source.pkg() + "/" + source.file().getFileName(), f -> new TreeSet<>())
            .add(reference.group());
      }
    }
    assertThat(referring)
        .as("API sources and the internal names their code refers to")
        .containsExactly(
            Map.entry(
                "io.kvperf.api/KvPerfContract.java", Set.of(INTERNAL + ".junit.KvPerfExtension")));
    Source contract =
        sources.stream()
            .filter(s -> s.file().getFileName().toString().equals("KvPerfContract.java"))
            .findFirst()
            .orElseThrow();
    assertThat(contract.code().replace("import io.kvperf.internal.junit.KvPerfExtension;", ""))
        .contains("@ExtendWith(KvPerfExtension.class)")
        .doesNotContain(INTERNAL);
  }

  @Test
  void thePackageGraphHasNoCycleBesideTheExtendWithEdge() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    edges.get("io.kvperf.api").remove(INTERNAL + ".junit");
    List<String> cycle = new ArrayList<>();
    Set<String> done = new HashSet<>();
    for (String start : edges.keySet()) {
      if (cycle.isEmpty()) {
        findCycle(start, edges, new ArrayList<>(), done, cycle);
      }
    }
    assertThat(cycle).as("a cycle in the package graph " + edges).isEmpty();
  }

  private static boolean findCycle(
      String node,
      Map<String, Set<String>> edges,
      List<String> path,
      Set<String> done,
      List<String> cycle) {
    if (path.contains(node)) {
      cycle.addAll(path.subList(path.indexOf(node), path.size()));
      cycle.add(node);
      return true;
    }
    if (!done.add(node)) {
      return false;
    }
    path.add(node);
    for (String next : edges.getOrDefault(node, Set.of())) {
      if (findCycle(next, edges, path, done, cycle)) {
        return true;
      }
    }
    path.remove(path.size() - 1);
    return false;
  }

  @Test
  void theStoreTheGateAndTheReportsReadResultsAndNeverRunAnything() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    for (String reader : List.of("store", "gate", "decision", "report")) {
      assertThat(edges.get(INTERNAL + "." + reader))
          .as(reader)
          .doesNotContain(
              INTERNAL + ".run",
              INTERNAL + ".fork",
              INTERNAL + ".metrics",
              INTERNAL + ".junit",
              INTERNAL + ".build",
              INTERNAL + ".arms",
              INTERNAL + ".pairs",
              INTERNAL + ".dossier",
              "io.kvperf.engine");
    }
    assertThat(edges.get(INTERNAL + ".report"))
        .as("reports render results and judgements, and decide nothing")
        .doesNotContain(INTERNAL + ".store", INTERNAL + ".gate", INTERNAL + ".decision");
    assertThat(edges.get(INTERNAL + ".metrics")).doesNotContain(INTERNAL + ".fork");
    assertThat(edges.get(INTERNAL + ".store"))
        .as("the store reads and writes files; the gate's statistics are not its own")
        .doesNotContain(INTERNAL + ".gate");
    assertThat(edges.get(INTERNAL + ".stats"))
        .as("the statistics read values, and no file")
        .doesNotContain(INTERNAL + ".store", INTERNAL + ".gate", INTERNAL + ".run");
  }

  @Test
  void theDossierKnowsNothingOfHowBuildsAreObtainedOrDecided() throws IOException {
    assertThat(graph(sources()).get(INTERNAL + ".dossier"))
        .doesNotContain(
            INTERNAL + ".arms",
            INTERNAL + ".build",
            INTERNAL + ".pairs",
            INTERNAL + ".junit",
            INTERNAL + ".fork",
            INTERNAL + ".metrics",
            "io.kvperf.engine");
  }

  @Test
  void aComparisonOfBuildsHasARoomForEachJob() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    for (String stage : List.of("gate", "run", "store", "stats")) {
      assertThat(edges.get(INTERNAL + "." + stage))
          .as(stage + " knows nothing of comparisons of builds")
          .doesNotContain(
              INTERNAL + ".build", INTERNAL + ".arms", INTERNAL + ".pairs", INTERNAL + ".dossier");
    }
    assertThat(edges.get(INTERNAL + ".pairs"))
        .as("pair statistics read measured values: they neither obtain nor run a build")
        .doesNotContain(
            INTERNAL + ".build", INTERNAL + ".arms", INTERNAL + ".run", INTERNAL + ".fork");
    assertThat(edges.get(INTERNAL + ".build"))
        .as("obtaining a build measures nothing")
        .doesNotContain(
            INTERNAL + ".arms", INTERNAL + ".pairs", INTERNAL + ".dossier", INTERNAL + ".fork");
  }

  @Test
  void theSoakRunsNothingAndTheReportsDrawItFromResults() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    assertThat(edges.get(INTERNAL + ".soak"))
        .as("the soak plans, sets its fork's deadline and reads its GC log: it runs nothing")
        .isSubsetOf("io.kvperf.api", "io.kvperf.result", INTERNAL + ".settings");
    for (String other : List.of("report", "metrics", "fork", "protocol", "store", "gate")) {
      assertThat(edges.get(INTERNAL + "." + other))
          .as(other + " reads a soak's results, or nothing of it")
          .doesNotContain(INTERNAL + ".soak");
    }
  }

  @Test
  void theHistoryReadsResultsAndRunsNothing() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    assertThat(edges).as("the history is a room of its own").containsKey(INTERNAL + ".history");
    assertThat(edges.get(INTERNAL + ".history"))
        .as("the history keeps and reads points of results: it runs no fork and decides no gate")
        .isSubsetOf(
            "io.kvperf.api",
            "io.kvperf.result",
            INTERNAL + ".settings",
            INTERNAL + ".decision",
            INTERNAL + ".build",
            INTERNAL + ".files",
            INTERNAL + ".stats");
    for (String other : List.of("run", "fork", "metrics", "store", "gate", "pairs", "arms")) {
      assertThat(edges.get(INTERNAL + "." + other))
          .as(other + " knows nothing of the history")
          .doesNotContain(INTERNAL + ".history");
    }
  }

  @Test
  void everyPackageHasAPackageInfo() throws IOException {
    Set<String> packages = new TreeSet<>();
    Set<String> documented = new TreeSet<>();
    for (Source source : sources()) {
      packages.add(source.pkg());
      if (source.file().getFileName().toString().equals("package-info.java")) {
        documented.add(source.pkg());
      }
    }
    assertThat(documented).isEqualTo(packages);
  }

  private static final Pattern PUBLIC_TYPE =
      Pattern.compile(
          "^public (?:final |abstract |sealed |non-sealed )*(?:class|record|interface|enum|@interface)"
              + " (\\w+)",
          Pattern.MULTILINE);

  @Test
  void everyPublicTypeIsApiOrUnderTheInternalPackage() throws IOException {
    Set<String> elsewhere = new TreeSet<>();
    for (Source source : sources()) {
      Matcher type = PUBLIC_TYPE.matcher(source.code());
      if (type.find()
          && !API_PACKAGES.contains(source.pkg())
          && !source.pkg().startsWith(INTERNAL)) {
        elsewhere.add(source.pkg() + "." + type.group(1));
      }
    }
    assertThat(elsewhere)
        .as("public types neither in an API package nor under " + INTERNAL)
        .isEmpty();
  }

  @Test
  void everyPackageIsApiOrInternal() throws IOException {
    assertThat(sources().stream().map(Source::pkg).distinct())
        .allMatch(
            pkg -> API_PACKAGES.contains(pkg) || (pkg + ".").startsWith(INTERNAL + "."),
            "API or internal")
        .contains(INTERNAL + ".store", INTERNAL + ".gate", INTERNAL + ".arms");
  }
}
