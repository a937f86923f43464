package io.kvperf.internal.settings;

import io.kvperf.workload.Scale;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The run-wide settings, read once from JUnit configuration parameters (which fall back to system
 * properties, then {@code junit-platform.properties}):
 *
 * <ul>
 *   <li>{@code kvperf.baseline}: {@code check} (default), {@code update}, {@code strict}, {@code
 *       off};
 *   <li>{@code kvperf.baseline.dir}: where baselines are kept, default {@code baselines};
 *   <li>{@code kvperf.baseline.load}: {@code true} (default) to run as many forks again as an
 *       update's own beside a CPU load the kit starts, so that the calibration measures how the
 *       engine follows a slowed machine (contracts with a reference only); {@code false} to record
 *       the contract's forks alone and no more;
 *   <li>{@code kvperf.report.dir}: where reports and run logs go, default {@code target/kvperf};
 *   <li>{@code kvperf.fork.jvmArgs}: extra options for every forked JVM, separated by spaces;
 *   <li>{@code kvperf.scale}: {@code smoke}, {@code ci}, {@code full} (default) or a factor, which
 *       scales every contract's preload count and iteration durations;
 *   <li>{@code kvperf.fork.timeout}: how long one fork may take in all, preload included, before it
 *       is killed and its invocation fails, from {@code 10s} to {@code 7d}, default {@code 30m};
 *   <li>{@code kvperf.engines}: engine ids separated by commas; when set, only these engines run
 *       and the others are reported as skipped (an id not on the class path is an error);
 *   <li>{@code kvperf.verbose}: {@code true} to show JMH's own output on the console as well as in
 *       each run directory's {@code jmh.log}; default {@code false}, which shows only the kit's
 *       lines (preload progress, one verdict line per invocation);
 *   <li>{@code kvperf.lock}: {@code wait} (default) or {@code fail}, what a run does when another
 *       kvperf run on the same host measures ({@link LockMode});
 *   <li>{@code kvperf.lock.timeout}: how long a run waits for another to end before it fails naming
 *       it, from {@code 1s} to {@code 7d}, default {@code 2h};
 *   <li>{@code kvperf.compare} and its {@code kvperf.compare.*} settings: another build of the
 *       engines to measure this one against, instead of the stored baselines ({@link
 *       CompareSettings});
 *   <li>{@code kvperf.explain} and {@code kvperf.explain.time}: when a comparison profiles extra
 *       pairs to say why its figures moved ({@link ExplainSettings}).
 * </ul>
 *
 * @param baseline what the run does with the stored baselines
 * @param scope the scale it runs at, and the engines it runs
 * @param fork what every forked JVM gets
 * @param output where it writes, and what it shows on the console
 * @param lock what it does when another kvperf run on the host holds the lock
 * @param compare the comparison of two builds, when {@code kvperf.compare} is set
 * @param explain when a comparison profiles extra pairs to say why
 */
public record KvPerfSettings(
    BaselineSettings baseline,
    RunScope scope,
    ForkSettings fork,
    OutputSettings output,
    LockSettings lock,
    CompareSettings compare,
    ExplainSettings explain) {
  public static final String BASELINE = "kvperf.baseline";
  public static final String BASELINE_DIR = "kvperf.baseline.dir";
  public static final String BASELINE_LOAD = "kvperf.baseline.load";
  public static final String REPORT_DIR = "kvperf.report.dir";
  public static final String FORK_JVM_ARGS = "kvperf.fork.jvmArgs";
  public static final String SCALE = "kvperf.scale";
  public static final String FORK_TIMEOUT = "kvperf.fork.timeout";
  public static final String FORK_CPU = "kvperf.fork.cpu";
  static final String VERBOSE = "kvperf.verbose";
  public static final String ENGINES = "kvperf.engines";

  /** The value of {@link #ENGINES} that runs every engine on the class path, as no value does. */
  public static final String ALL_ENGINES = "all";

  public static final String LOCK = "kvperf.lock";
  public static final String LOCK_TIMEOUT = "kvperf.lock.timeout";

  /** The shortest {@link #FORK_TIMEOUT}: a fork's JVM and JMH take seconds to start. */
  static final Duration LEAST_FORK_TIMEOUT = Duration.ofSeconds(10);

  static final Duration DEFAULT_FORK_TIMEOUT = Duration.ofMinutes(30);

  /** {@link #LOCK_TIMEOUT}'s default: longer than any run of this repository's suites. */
  static final Duration DEFAULT_LOCK_TIMEOUT = Duration.ofHours(2);

  public static KvPerfSettings parse(Function<String, Optional<String>> parameters) {
    BaselineSettings baseline = parseBaseline(parameters);
    return new KvPerfSettings(
        baseline,
        parseScope(parameters),
        parseFork(parameters),
        new OutputSettings(
            path(parameters, REPORT_DIR, "target/kvperf"),
            parameters.apply(VERBOSE).map(text -> parseBoolean(VERBOSE, text)).orElse(false)),
        parseLock(parameters),
        CompareSettings.parse(parameters, baseline.mode()),
        ExplainSettings.parse(parameters));
  }

  private static BaselineSettings parseBaseline(Function<String, Optional<String>> parameters) {
    return new BaselineSettings(
        parameters.apply(BASELINE).map(text -> parseMode(text)).orElse(BaselineMode.CHECK),
        path(parameters, BASELINE_DIR, "baselines"),
        parameters
            .apply(BASELINE_LOAD)
            .map(text -> parseBoolean(BASELINE_LOAD, text))
            .orElse(true));
  }

  private static RunScope parseScope(Function<String, Optional<String>> parameters) {
    return new RunScope(
        parameters.apply(SCALE).map(KvPerfSettings::parseScale).orElse(Scale.FULL),
        parameters
            .apply(ENGINES)
            .filter(text -> !text.trim().equalsIgnoreCase(ALL_ENGINES))
            .map(
                text ->
                    Arrays.stream(text.split(",")).map(String::trim).filter(id -> !id.isEmpty()))
            .map(ids -> ids.distinct().toList())
            .orElse(List.of()));
  }

  private static ForkSettings parseFork(Function<String, Optional<String>> parameters) {
    return new ForkSettings(
        parameters
            .apply(FORK_JVM_ARGS)
            .map(
                text -> Arrays.stream(text.trim().split("\\s+")).filter(a -> !a.isEmpty()).toList())
            .orElse(List.of()),
        parameters
            .apply(FORK_TIMEOUT)
            .map(
                text ->
                    DurationText.parseSetting(
                        FORK_TIMEOUT, text, LEAST_FORK_TIMEOUT, DurationText.MOST_SETTING))
            .orElse(DEFAULT_FORK_TIMEOUT),
        parameters.apply(FORK_CPU).map(text -> ForkCpu.parse(FORK_CPU, text)).orElse(ForkCpu.AUTO));
  }

  private static LockSettings parseLock(Function<String, Optional<String>> parameters) {
    return new LockSettings(
        parameters.apply(LOCK).map(text -> LockMode.parse(LOCK, text)).orElse(LockMode.WAIT),
        parameters
            .apply(LOCK_TIMEOUT)
            .map(text -> DurationText.parseSetting(LOCK_TIMEOUT, text))
            .orElse(DEFAULT_LOCK_TIMEOUT));
  }

  /** {@code true} or {@code false}, or an error naming {@code key}. */
  static boolean parseBoolean(String key, String text) {
    return switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new ExtensionConfigurationException(
              key + " = '" + text + "' is invalid: use true or false");
    };
  }

  private static Scale parseScale(String text) {
    try {
      return Scale.parse(text);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  private static BaselineMode parseMode(String text) {
    try {
      return BaselineMode.parse(text);
    } catch (IllegalArgumentException e) {
      throw new ExtensionConfigurationException(e.getMessage(), e);
    }
  }

  private static Path path(
      Function<String, Optional<String>> parameters, String key, String defaultPath) {
    String text = parameters.apply(key).orElse(defaultPath);
    try {
      return Path.of(text).toAbsolutePath().normalize();
    } catch (InvalidPathException e) {
      throw new ExtensionConfigurationException(key + " = '" + text + "' is not a valid path", e);
    }
  }
}
