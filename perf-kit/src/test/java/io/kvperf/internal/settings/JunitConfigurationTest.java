package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.kvperf.api.Engines;
import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import io.kvperf.api.Workload;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.console.ConsoleLauncher;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Every {@code kvperf.*} setting is a JUnit configuration parameter: a run configured only by a
 * {@code junit-platform.properties} on the class path, or only by the console launcher's {@code
 * --config}, with no system property, takes it. The report directory and the baseline mode show
 * that it did.
 */
class JunitConfigurationTest {

  @Test
  void aJunitPlatformPropertiesFileConfiguresTheRun(@TempDir Path directory) throws Exception {
    Path resources = Files.createDirectories(directory.resolve("resources"));
    Path reports = directory.resolve("from-properties");
    Files.writeString(
        resources.resolve("junit-platform.properties"),
        KvPerfSettings.BASELINE
            + "=off\n"
            + KvPerfSettings.REPORT_DIR
            + "="
            + reports.toString().replace("\\", "/")
            + "\n");
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try (URLClassLoader withProperties =
        new URLClassLoader(new URL[] {resources.toUri().toURL()}, previous)) {
      Thread.currentThread().setContextClassLoader(withProperties);
      EngineTestKit.engine("junit-jupiter")
          .enableImplicitConfigurationParameters(true)
          .selectors(selectClass(TinyContract.class))
          .execute()
          .testEvents()
          .assertStatistics(stats -> stats.succeeded(1).failed(0));
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }

    assertThat(Files.readString(reports.resolve("results.md"))).contains("OFF");
  }

  @Test
  void theConsoleLaunchersConfigConfiguresTheRun(@TempDir Path directory) {
    Path reports = directory.resolve("from-console");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();

    ConsoleLauncher.run(
        new PrintWriter(out),
        new PrintWriter(err),
        "execute",
        "--disable-banner",
        "--disable-ansi-colors",
        "--select-class=" + TinyContract.class.getName(),
        "--config=" + KvPerfSettings.BASELINE + "=off",
        "--config=" + KvPerfSettings.REPORT_DIR + "=" + reports);

    assertThat(out.toString()).as(err.toString()).contains("1 tests successful");
    assertThat(reports.resolve("results.md")).content().contains("OFF");
  }

  /** A contract that measures one short fork. */
  @KvPerfContract
  static class TinyContract {
    @KvPerfTest
    @Engines(include = "skiplist")
    @Workload(preload = 1_000)
    @Measure(
        warmups = 0,
        iterations = 1,
        iterationTime = "100ms",
        forks = 1,
        reference = Reference.NONE)
    void contract() {}
  }
}
