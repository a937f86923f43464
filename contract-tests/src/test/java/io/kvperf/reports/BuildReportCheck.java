package io.kvperf.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.internal.report.JmhFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What this build's contracts and suites left behind, read after Failsafe ran them and the build
 * merged their reports: the key figures of every invocation in Failsafe's XML, and {@code
 * target/kvperf/} holding {@code jmh-result.json} in JMH's structure, {@code results.md} and a
 * self-contained {@code index.html}, which headless Chromium renders where one is installed.
 */
@Tag("report-check")
class BuildReportCheck {
  private static final Path TARGET = Path.of("target");
  private static final Path REPORT = TARGET.resolve("kvperf");

  /**
   * The console line each invocation prints, as Failsafe keeps it in the test case's output:
   * verdict, throughput and its interval, p99 per operation type, allocation per operation, the
   * longest GC pause.
   */
  private static final Pattern FIGURES =
      Pattern.compile(
          "kvperf: \\S+#\\S+ \\[[\\w-]+\\] [A-Z_]+: [\\d ]+ ops/s"
              + " (\\[[\\d ]+ \\.\\. [\\d ]+\\]|\\(no (useful )?interval[\\w :]+\\))"
              + "[^;]*; p99 [^;]+; [\\d.]+ B/op \\(all threads [\\d.]+\\); GC max [\\d.]+ ms");

  @Test
  void everyInvocationsKeyFiguresAreInFailsafesXml() throws Exception {
    List<Path> reports = failsafeReports();
    assumeTrue(!reports.isEmpty(), "no contract ran in this build (-Dit.test named none)");
    int checked = 0;
    List<String> missing = new ArrayList<>();
    for (Path file : reports) {
      Document document =
          DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
      NodeList cases = document.getElementsByTagName("testcase");
      for (int i = 0; i < cases.getLength(); i++) {
        Element testCase = (Element) cases.item(i);
        // Skipped engines measured nothing, and an error is a fork that crashed or hung before
        // there was anything to print; a failure is the gate's, printed with its figures.
        if (testCase.getElementsByTagName("skipped").getLength() > 0
            || testCase.getElementsByTagName("error").getLength() > 0) {
          continue;
        }
        NodeList out = testCase.getElementsByTagName("system-out");
        String output = out.getLength() == 0 ? "" : out.item(0).getTextContent();
        if (!FIGURES.matcher(output).find()) {
          missing.add(testCase.getAttribute("classname") + " " + testCase.getAttribute("name"));
        }
        checked++;
      }
    }
    assertThat(checked).as("invocations in " + reports).isPositive();
    assertThat(missing).as("invocations whose figures are not in the XML").isEmpty();
  }

  @Test
  void targetKvperfHoldsTheMergedReportsAndTheJsonHasJmhsStructure() throws IOException {
    assumeTrue(
        Files.exists(REPORT.resolve("kvperf-results.json")), "no contract ran in this build");
    ObjectMapper json = new ObjectMapper();
    JsonNode entries = json.readTree(REPORT.resolve("jmh-result.json").toFile());
    JsonNode results = json.readTree(REPORT.resolve("kvperf-results.json").toFile());
    assertThat(entries.size()).isEqualTo(results.get("rows").size()).isPositive();
    Path jmhs = jmhWrittenFile().orElseThrow(() -> new AssertionError("JMH wrote no result file"));
    JsonNode jmhEntry = json.readTree(jmhs.toFile()).get(0);
    for (JsonNode entry : entries) {
      assertThat(JmhFormat.differences(jmhEntry, entry))
          .as(entry.get("benchmark") + " " + entry.get("params") + " against " + jmhs)
          .isEmpty();
    }
    assertThat(REPORT.resolve("results.md"))
        .content()
        .contains("# kvperf results", "## Engine settings", "## GC summary");
    String html = Files.readString(REPORT.resolve("index.html"));
    assertThat(html).contains("<svg", "<h2 id=\"verdicts\">Verdicts</h2>", "Engine settings");
    assertThat(html)
        .as("nothing outside the page: no source, link, import or remote URL")
        .doesNotContainPattern("(?i)\\bsrc\\s*=")
        .doesNotContainPattern("(?i)<link\\b")
        .doesNotContainPattern("(?i)@import|url\\(")
        .doesNotContainPattern("(?i)href\\s*=\\s*\"(?!#)")
        .doesNotContainPattern("(?i)<script\\b")
        .doesNotContain("://");
  }

  @Test
  void headlessChromiumRendersTheReportWithoutAnError() throws Exception {
    Optional<String> browser =
        Stream.of("chromium", "chromium-browser", "google-chrome")
            .filter(BuildReportCheck::onPath)
            .findFirst();
    assumeTrue(browser.isPresent(), "no Chromium on the PATH (apt-get install chromium)");
    Path page = REPORT.resolve("index.html").toAbsolutePath();
    assumeTrue(Files.exists(page), "no contract ran in this build");
    Path screenshot = REPORT.resolve("index.png").toAbsolutePath();
    Files.deleteIfExists(screenshot);
    Process chromium =
        new ProcessBuilder(
                browser.get(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--enable-logging=stderr",
                "--window-size=1280,3000",
                "--screenshot=" + screenshot,
                page.toUri().toString())
            .redirectErrorStream(true)
            .start();
    String log = new String(chromium.getInputStream().readAllBytes());
    assertThat(chromium.waitFor()).as(log).isZero();
    assertThat(screenshot).as(log).isNotEmptyFile();
    assertThat(Files.size(screenshot)).as("a rendered page, not a blank one").isGreaterThan(20_000);
    assertThat(log).as("the page's console").doesNotContain("CONSOLE", "Uncaught");
  }

  private static List<Path> failsafeReports() throws IOException {
    Path directory = TARGET.resolve("failsafe-reports");
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(directory)) {
      return files
          .filter(
              f ->
                  f.getFileName()
                      .toString()
                      .matches("TEST-io\\.kvperf\\.(contracts|suites)\\..*\\.xml"))
          .sorted()
          .toList();
    }
  }

  private static Optional<Path> jmhWrittenFile() throws IOException {
    try (Stream<Path> files = Files.walk(REPORT)) {
      return files
          .filter(f -> f.getFileName().toString().equals("jmh-result.json"))
          .filter(f -> f.toString().contains("/runs/"))
          .findFirst();
    }
  }

  private static boolean onPath(String command) {
    return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
        .anyMatch(directory -> Files.isExecutable(Path.of(directory, command)));
  }
}
