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
 * The house rules of perf-kit's sources, read from {@code src/main/java}: the package graph has no
 * cycle once the one edge JUnit's composed annotations need ({@code api} to {@code junit}, through
 * {@code @KvPerfContract}'s {@code @ExtendWith}) is set aside; every package has a {@code
 * package-info}; public types stay in the API packages.
 */
class PackageGraphTest {
  private static final Path SOURCES = Path.of("src/main/java");
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern REFERENCE =
      Pattern.compile("\\b(io\\.kvperf(?:\\.[a-z_]+)+)\\.[A-Z]");
  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

  private record Source(Path file, String pkg, String code, long lines) {}

  private static List<Source> sources() throws IOException {
    List<Source> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
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
  void theOnlyEdgeFromApiToJunitIsTheExtendWithOfKvPerfContract() throws IOException {
    List<String> referring =
        sources().stream()
            .filter(s -> s.pkg().equals("io.kvperf.api") && s.code().contains("io.kvperf.junit"))
            .map(s -> s.file().getFileName().toString())
            .toList();
    assertThat(referring).containsExactly("KvPerfContract.java");
    Source contract =
        sources().stream()
            .filter(s -> s.file().getFileName().toString().equals("KvPerfContract.java"))
            .findFirst()
            .orElseThrow();
    assertThat(contract.code().replace("import io.kvperf.junit.KvPerfExtension;", ""))
        .contains("@ExtendWith(KvPerfExtension.class)")
        .doesNotContain("io.kvperf.junit");
  }

  @Test
  void thePackageGraphHasNoCycleBesideTheExtendWithEdge() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    edges.get("io.kvperf.api").remove("io.kvperf.junit");
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
  void baselineAndReportReadResultsAndNeverRunAnything() throws IOException {
    Map<String, Set<String>> edges = graph(sources());
    for (String reader : List.of("io.kvperf.baseline", "io.kvperf.report")) {
      assertThat(edges.get(reader))
          .as(reader)
          .contains("io.kvperf.result")
          .doesNotContain(
              "io.kvperf.harness",
              "io.kvperf.harness.fork",
              "io.kvperf.metrics",
              "io.kvperf.junit",
              "io.kvperf.engine");
    }
    assertThat(edges.get("io.kvperf.metrics")).doesNotContain("io.kvperf.harness.fork");
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

  /**
   * The packages whose public types users may import: the annotations, the results and judgements,
   * the assertions, the engine SPI, the conformance kit, and the workload vocabulary.
   */
  private static final Set<String> API_PACKAGES =
      Set.of(
          "io.kvperf.api",
          "io.kvperf.api.presets",
          "io.kvperf.result",
          "io.kvperf.assertj",
          "io.kvperf.engine",
          "io.kvperf.tck",
          "io.kvperf.workload");

  /**
   * The public types outside the API packages that another internal package still needs. The list
   * only shrinks: a type made package-private leaves it, and a new public type outside the API
   * packages fails the test.
   */
  private static final Set<String> PUBLIC_OUTSIDE_API =
      Set.of(
          "io.kvperf.arms.Arm",
          "io.kvperf.arms.ArmClassPath",
          "io.kvperf.arms.ComparedBuild",
          "io.kvperf.arms.CoordinateResolver",
          "io.kvperf.arms.VersionBisection",
          "io.kvperf.baseline.ArmPairs",
          "io.kvperf.baseline.ArmsDecision",
          "io.kvperf.baseline.BaselineEntry",
          "io.kvperf.baseline.BaselineFileException",
          "io.kvperf.baseline.BaselineGate",
          "io.kvperf.baseline.BaselineMode",
          "io.kvperf.baseline.BaselineStore",
          "io.kvperf.baseline.BudgetFigure",
          "io.kvperf.baseline.BudgetTerm",
          "io.kvperf.baseline.Budgets",
          "io.kvperf.baseline.Calibration",
          "io.kvperf.baseline.GateOutcome",
          "io.kvperf.baseline.GateRule",
          "io.kvperf.baseline.GatedFigures",
          "io.kvperf.baseline.LatencyRatioBudget",
          "io.kvperf.baseline.MoreForks",
          "io.kvperf.baseline.PlanFingerprint",
          "io.kvperf.baseline.RatioBudget",
          "io.kvperf.baseline.RatioEstimate",
          "io.kvperf.baseline.RatioJudgement",
          "io.kvperf.baseline.StoredFork",
          "io.kvperf.baseline.StoredPlan",
          "io.kvperf.harness.ContractRun",
          "io.kvperf.harness.ContractRunner",
          "io.kvperf.harness.ForkFailedException",
          "io.kvperf.harness.MeasurementPlan",
          "io.kvperf.harness.PairedForks",
          "io.kvperf.harness.fork.ArmClassLoader",
          "io.kvperf.harness.fork.KvBenchmark",
          "io.kvperf.harness.fork.OtherBuildLoader",
          "io.kvperf.harness.fork.Preloader",
          "io.kvperf.harness.protocol.Alternation",
          "io.kvperf.harness.protocol.ForkPlan",
          "io.kvperf.harness.protocol.ForkTimeline",
          "io.kvperf.harness.protocol.MetricsFile",
          "io.kvperf.junit.BaselineAudit",
          "io.kvperf.junit.KvPerfExtension",
          "io.kvperf.metrics.DiskUsageProbe",
          "io.kvperf.metrics.ForkMeter",
          "io.kvperf.metrics.LatencyRecorders",
          "io.kvperf.metrics.MeasuredThread",
          "io.kvperf.report.ConsoleLine",
          "io.kvperf.report.JmhFormat",
          "io.kvperf.report.JudgementText",
          "io.kvperf.report.SummaryMarkdown",
          "io.kvperf.report.MarkdownReport",
          "io.kvperf.report.MeasurementSummary",
          "io.kvperf.report.MergeReports",
          "io.kvperf.report.ReportFiles",
          "io.kvperf.report.ReportRow",
          "io.kvperf.report.RunReport",
          "io.kvperf.report.SkippedInvocation",
          "io.kvperf.report.VerdictSummary");

  private static final Pattern PUBLIC_TYPE =
      Pattern.compile(
          "^public (?:final |abstract |sealed |non-sealed )*(?:class|record|interface|enum|@interface) (\\w+)",
          Pattern.MULTILINE);

  @Test
  void publicTypesOutsideTheApiPackagesOnlyShrink() throws IOException {
    Set<String> outside = new TreeSet<>();
    for (Source source : sources()) {
      Matcher type = PUBLIC_TYPE.matcher(source.code());
      if (type.find() && !API_PACKAGES.contains(source.pkg())) {
        outside.add(source.pkg() + "." + type.group(1));
      }
    }
    assertThat(outside)
        .as("public types outside the API packages (make the new one package-private)")
        .isSubsetOf(PUBLIC_OUTSIDE_API);
    assertThat(PUBLIC_OUTSIDE_API)
        .as("listed types that are no longer public: take them off the list")
        .isSubsetOf(outside);
  }
}
