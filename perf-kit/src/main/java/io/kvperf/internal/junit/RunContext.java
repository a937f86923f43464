package io.kvperf.internal.junit;

import io.kvperf.internal.arms.ComparedBuilds;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.history.HistoryLog;
import io.kvperf.internal.settings.BaselineMode;
import io.kvperf.internal.settings.CompareSettings;
import io.kvperf.internal.settings.HistorySettings;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.SweepFilter;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.result.Environment;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Everything one test run shares, built once from JUnit's configuration parameters when the first
 * contract is planned and handed down from there: the settings, the sweep filters, the compared
 * builds (their coordinates resolved before any fork), the report, and the count of figures the
 * build gates. Building it takes the host's kvperf lock ({@link RunLock}); JUnit closes it at the
 * end of the run, which prints the verdict line and releases the lock.
 */
final class RunContext implements AutoCloseable {
  /**
   * The kit's namespace in JUnit's stores: the run's context in the root's, a result in a test's.
   */
  static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create("io.kvperf");

  private final KvPerfSettings settings;
  private final SweepFilter threads;
  private final SweepFilter valueSizes;
  private final Optional<ComparedBuilds> compared;
  private final ResultsReport report;
  private final ClassLoader loader;
  private final RunLock lock;
  private final Optional<HistoryLog> history;
  private GatedFigures gated;

  /** The environment variable naming a CI job's summary file, which GitHub Actions sets. */
  static final String STEP_SUMMARY = "GITHUB_STEP_SUMMARY";

  private RunContext(
      Function<String, Optional<String>> parameters,
      Function<String, Optional<String>> environment,
      ClassLoader loader) {
    this.settings = KvPerfSettings.parse(parameters);
    this.threads = SweepFilter.parse(SweepFilter.THREADS, parameters.apply(SweepFilter.THREADS));
    this.valueSizes =
        SweepFilter.parse(SweepFilter.VALUE_SIZES, parameters.apply(SweepFilter.VALUE_SIZES));
    HistorySettings historySettings = HistorySettings.parse(parameters);
    this.history = HistoryLog.of(historySettings, Path.of("").toAbsolutePath(), Clock.systemUTC());
    this.lock =
        RunLock.acquire(
            Path.of(System.getProperty("java.io.tmpdir")),
            settings.lock().mode(),
            settings.lock().timeout(),
            notice -> System.out.println(notice.text()));
    try {
      this.compared = ComparedBuilds.of(settings, loader);
    } catch (RuntimeException e) {
      lock.close();
      throw e;
    }
    this.report =
        new ResultsReport(
            settings.output().reportDirectory(),
            environment.apply(STEP_SUMMARY).filter(path -> !path.isBlank()).map(Path::of),
            historySettings.directory());
    this.loader = loader;
  }

  /**
   * This run's context, built on the first call from {@code context}'s configuration parameters and
   * the test class's loader, and kept in the root store.
   */
  static RunContext of(ExtensionContext context) {
    return context
        .getRoot()
        .getStore(NAMESPACE)
        .getOrComputeIfAbsent(
            RunContext.class,
            key ->
                of(
                    context::getConfigurationParameter,
                    context.getRequiredTestClass().getClassLoader()),
            RunContext.class);
  }

  /**
   * A context of the settings {@code parameters} gives, in this process's environment, resolving
   * compared coordinates with {@code loader}'s resolver.
   */
  static RunContext of(Function<String, Optional<String>> parameters, ClassLoader loader) {
    return new RunContext(parameters, name -> Optional.ofNullable(System.getenv(name)), loader);
  }

  /** The run's settings. */
  KvPerfSettings settings() {
    return settings;
  }

  /** Which points of thread sweeps run. */
  SweepFilter threads() {
    return threads;
  }

  /** Which points of value-size sweeps run. */
  SweepFilter valueSizes() {
    return valueSizes;
  }

  /** The builds of {@code kvperf.compare}; empty when it is not set. */
  /** Where this run appends its history's points, if it keeps a history. */
  Optional<HistoryLog> history() {
    return history;
  }

  /**
   * The terms of {@code budget} a comparison of builds in this run reads: all of them against the
   * anchor, and none of those read only against the anchor otherwise.
   */
  Budgets betweenBuilds(Budgets budget) {
    return settings.compare().use() == CompareSettings.Use.ANCHOR
        ? budget
        : budget.withoutAnchorOnly();
  }

  /** The anchor build as the setting names it, where this run measures one beside this build. */
  Optional<String> anchor() {
    return settings.compare().use() == CompareSettings.Use.ANCHOR
        ? settings.compare().build()
        : Optional.empty();
  }

  Optional<ComparedBuilds> compared() {
    return compared;
  }

  /** The run's report. */
  ResultsReport report() {
    return report;
  }

  /**
   * The figures this build gates on this machine, counted in the baseline store on first need; none
   * when baselines are off, since nothing is compared. A baseline file that cannot be read gates
   * nothing and is named on the console once; only its own contract fails, when it runs.
   */
  synchronized GatedFigures gatedFigures() {
    if (gated == null) {
      gated =
          settings.baseline().mode() == BaselineMode.OFF
              ? new GatedFigures(0)
              : GatedFigures.in(
                  new BaselineStore(settings.baseline().directory()),
                  Environment.current(),
                  settings.scope().scale().name(),
                  new ContractLookup(loader)::budgets,
                  unreadable ->
                      System.out.println(
                          "kvperf: "
                              + unreadable.getMessage()
                              + "\n  it gates no figure in this run; no other contract is affected"));
    }
    return gated;
  }

  /** Prints the run's verdict line and lets the next run on this host go. */
  @Override
  public void close() {
    try {
      report.close();
    } finally {
      lock.close();
    }
  }
}
