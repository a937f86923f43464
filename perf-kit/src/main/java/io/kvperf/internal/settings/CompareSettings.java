package io.kvperf.internal.settings;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * The settings of a comparison of two builds, parsed once with the run's ({@link KvPerfSettings}):
 *
 * <ul>
 *   <li>{@code kvperf.compare}: another build of the engines to measure this one against, in pairs
 *       of forks, instead of the stored baselines ({@link io.kvperf.internal.build.ComparedBuild});
 *   <li>{@code kvperf.compare.jvmArgs}: options for that build's forks only;
 *   <li>{@code kvperf.compare.pairs}: the most pairs one decision may take, default {@value
 *       #DEFAULT_PAIRS};
 *   <li>{@code kvperf.compare.mode}: {@code auto}, {@code forks}, {@code turns} or {@code jvm}
 *       ({@link CompareMode});
 *   <li>{@code kvperf.compare.preload}: {@code each} or {@code once} ({@link ComparePreload});
 *   <li>{@code kvperf.compare.bisect}: {@code true} to bisect the range whose ends {@code
 *       kvperf.compare} names, the released versions of a sweep of two or the first-parent commits
 *       of {@code git:<good>..<bad>};
 *   <li>{@code kvperf.anchor}: instead of {@code kvperf.compare}, the anchor build (in CI the last
 *       release, {@code git:<tag>}) measured as build B of every budgeted contract, so that a
 *       history keeps each figure's ratio to it and a {@code creep} budget is judged against it;
 *   <li>{@code kvperf.compare.unbudgeted}: how many pairs measure a contract that has no budget a
 *       comparison reads, to estimate its throughput, p99 and allocation figures without judging
 *       them (and, when set, the figures a budgeted contract's budget does not read are estimated
 *       beside); default 0, which runs such a contract on this build only;
 *   <li>{@code kvperf.compare.warmup}: the least warm-up of each arm in a comparison, from {@code
 *       0ms} to {@code 1h}, default {@code 500ms}; a contract that warms up less is warmed up this
 *       long in its comparisons ({@code 0ms} keeps the contract's);
 *   <li>{@code kvperf.compare.iterations}: the fewest measured iterations of each arm in each fork
 *       of a comparison, default 8; a contract that measures fewer measures this many, each as long
 *       as its own ({@code 1} keeps the contract's);
 *   <li>{@code kvperf.compare.buildTimeout}: how long the build of a {@code git:<ref>} may take
 *       before it is killed and the comparison fails, from {@code 1s} to {@code 7d}, default {@code
 *       30m}.
 * </ul>
 *
 * @param build the build to compare with as given, unresolved; empty to use the baselines
 * @param use what the build is compared for: once, to bisect the steps between two, or as the
 *     anchor
 * @param jvmArgs options for the compared build's forks only, as given
 * @param mode how the arms of a comparison share forks
 * @param preload where the stores of a comparison in pairs of forks come from
 * @param pairs how many pairs a decision, and an estimate of a contract with no budget, may take
 * @param armFloors the least warm-up and the fewest measured iterations of each arm
 * @param gitBuild how a {@code git:<ref>} build is built
 */
public record CompareSettings(
    Optional<String> build,
    Use use,
    String jvmArgs,
    CompareMode mode,
    ComparePreload preload,
    PairCounts pairs,
    ArmFloors armFloors,
    GitBuildSettings gitBuild) {
  /** What the other build is compared for. */
  public enum Use {
    /** Once, as the build this one is judged against. */
    COMPARE,
    /** As one end of the range of versions or commits to bisect. */
    BISECT,
    /** As the anchor: the release every commit since is held to, by the creep budget. */
    ANCHOR
  }

  /** How a build in git is named: {@code git:<ref>}, or a range {@code git:<good>..<bad>}. */
  private static final String GIT_PREFIX = "git:";

  /** The setting naming the anchor build. */
  public static final String ANCHOR = "kvperf.anchor";

  /** The setting naming the build to compare with. */
  public static final String BUILD = "kvperf.compare";

  /** The setting of JVM options for the compared build's forks only. */
  public static final String JVM_ARGS = "kvperf.compare.jvmArgs";

  public static final String PAIRS = "kvperf.compare.pairs";

  /** The fewest pairs a decision may be allowed: one look of the sequential decision. */
  public static final int LEAST_PAIRS = 4;

  static final int DEFAULT_PAIRS = 16;
  public static final String MODE = "kvperf.compare.mode";

  /** The setting that bisects the range whose ends {@link #BUILD} names. */
  public static final String BISECT = "kvperf.compare.bisect";

  public static final String UNBUDGETED = "kvperf.compare.unbudgeted";
  public static final String WARMUP = "kvperf.compare.warmup";
  public static final String ITERATIONS = "kvperf.compare.iterations";

  /** The setting of Maven arguments added to the build of a git ref ({@code -o}, {@code -s …}). */
  public static final String MAVEN_ARGS = "kvperf.compare.mavenArgs";

  /** The setting naming the command that builds a git ref, when not the wrapper or mvn. */
  public static final String MAVEN = "kvperf.compare.maven";

  /** The setting of how long the build of a git ref may take. */
  public static final String BUILD_TIMEOUT = "kvperf.compare.buildTimeout";

  static final Duration DEFAULT_BUILD_TIMEOUT = Duration.ofMinutes(30);

  /** The longest {@link #WARMUP}: an arm's warm-up, not a measurement of its own. */
  static final Duration MOST_WARMUP = Duration.ofHours(1);

  /**
   * {@link #WARMUP}'s default: the least warm-up of each arm, 2 × 250 ms at ci scale. The gated
   * contracts' own 2 × 50 ms leave the JIT at work through the measured iterations: the arm
   * measured first in a pair came out 10–25 % slower, and a second of warm-up per arm spread the
   * pairs 2.5 times less (measured: σ 0.049 against 0.121, see
   * docs/records/2026-11-25-ab-warm-up-floor.md). Half a second spreads as little as a second and
   * decides 25–35 % sooner (measured: RocksDB in pairs of forks 0.083 against 0.090 a pair, six
   * runs each; the skip list in one JVM 0.061 and 0.061 a fork, four runs each; see
   * docs/records/2026-11-25-ab-shorter-warm-up-floor.md).
   */
  static final Duration DEFAULT_WARMUP = Duration.ofMillis(500);

  static final int DEFAULT_ITERATIONS = 8;

  /** Whether the two ends {@link #BUILD} names are bisected. */
  public boolean bisect() {
    return use == Use.BISECT;
  }

  /** The settings when none is given: no comparison, and every default. */
  public static CompareSettings defaults() {
    return parse(key -> Optional.empty(), BaselineMode.CHECK);
  }

  /** The comparison's settings of {@code parameters}, under the baseline mode {@code mode}. */
  static CompareSettings parse(
      Function<String, Optional<String>> parameters, BaselineMode baselineMode) {
    Optional<String> build = build(parameters, baselineMode);
    Optional<String> anchor = parameters.apply(ANCHOR).map(String::trim).filter(a -> !a.isEmpty());
    if (anchor.isPresent() && build.isPresent()) {
      throw new ExtensionConfigurationException(
          ANCHOR
              + " = '"
              + anchor.get()
              + "' cannot apply with "
              + BUILD
              + " = '"
              + build.get()
              + "': one build is measured beside this one, the anchor or the compared build");
    }
    String jvmArgs = parameters.apply(JVM_ARGS).orElse("");
    int pairs =
        parameters
            .apply(PAIRS)
            .map(text -> CountText.pairs(PAIRS, text, LEAST_PAIRS, ""))
            .orElse(DEFAULT_PAIRS);
    boolean bisect = bisect(parameters, build);
    return new CompareSettings(
        build.or(() -> anchor),
        anchor.isPresent() ? Use.ANCHOR : bisect ? Use.BISECT : Use.COMPARE,
        jvmArgs,
        mode(parameters, jvmArgs),
        parameters.apply(ComparePreload.KEY).map(ComparePreload::parse).orElse(ComparePreload.EACH),
        new PairCounts(pairs, unbudgetedPairs(parameters)),
        armFloors(parameters),
        gitBuild(parameters));
  }

  /** The floors of each arm's warm-up and measured iterations. */
  private static ArmFloors armFloors(Function<String, Optional<String>> parameters) {
    return new ArmFloors(
        parameters
            .apply(WARMUP)
            .map(text -> DurationText.parseSetting(WARMUP, text, Duration.ZERO, MOST_WARMUP))
            .orElse(DEFAULT_WARMUP),
        parameters
            .apply(ITERATIONS)
            .map(text -> CountText.parse(ITERATIONS, text, 1, "iterations", ""))
            .orElse(DEFAULT_ITERATIONS));
  }

  /** How a {@code git:<ref>} build is built. */
  private static GitBuildSettings gitBuild(Function<String, Optional<String>> parameters) {
    return new GitBuildSettings(
        parameters.apply(MAVEN).orElse("").trim(),
        parameters.apply(MAVEN_ARGS).orElse(""),
        parameters
            .apply(BUILD_TIMEOUT)
            .map(text -> DurationText.parseSetting(BUILD_TIMEOUT, text))
            .orElse(DEFAULT_BUILD_TIMEOUT));
  }

  /** The build to compare with; an error where the baseline mode reads or writes baselines. */
  private static Optional<String> build(
      Function<String, Optional<String>> parameters, BaselineMode baselineMode) {
    Optional<String> build = parameters.apply(BUILD);
    if (build.isPresent()
        && (baselineMode == BaselineMode.UPDATE || baselineMode == BaselineMode.STRICT)) {
      throw new ExtensionConfigurationException(
          BUILD
              + " = '"
              + build.get()
              + "' cannot apply with "
              + KvPerfSettings.BASELINE
              + " = "
              + baselineMode.name().toLowerCase(Locale.ROOT)
              + ": a comparison of two builds neither reads nor writes the stored baselines");
    }
    return build;
  }

  /** How the arms share forks; an error where both run in one JVM but B has options of its own. */
  private static CompareMode mode(Function<String, Optional<String>> parameters, String jvmArgs) {
    CompareMode mode =
        parameters.apply(MODE).map(text -> CompareMode.parse(MODE, text)).orElse(CompareMode.AUTO);
    if (mode == CompareMode.JVM && !jvmArgs.isBlank()) {
      throw new ExtensionConfigurationException(
          JVM_ARGS
              + " = '"
              + jvmArgs
              + "' cannot apply with "
              + MODE
              + " = jvm: both arms run in each fork, so neither has JVM options of its own");
    }
    return mode;
  }

  /** Whether to bisect; an error where there is no build, whose range it would bisect. */
  private static boolean bisect(
      Function<String, Optional<String>> parameters, Optional<String> build) {
    boolean bisect = parameters.apply(BISECT).map(text -> bisectFlag(text)).orElse(false);
    if (bisect && build.isEmpty()) {
      throw new ExtensionConfigurationException(
          BISECT
              + " = true needs "
              + BUILD
              + " = group:artifact:from,to or git:<good>..<bad>, the two ends of the range to"
              + " bisect");
    }
    return bisect;
  }

  /**
   * {@code true} or {@code false}; a range given here, where the build setting names it, is an
   * error that says where it goes.
   */
  private static boolean bisectFlag(String text) {
    if (text.strip().startsWith(GIT_PREFIX)) {
      throw new ExtensionConfigurationException(
          BISECT
              + " = '"
              + text
              + "' is invalid: use true or false, and name the range with "
              + BUILD
              + " = "
              + text.strip());
    }
    return KvPerfSettings.parseBoolean(BISECT, text);
  }

  /** The pairs that estimate a contract no budget of a comparison reads: 0, or 2 to 1000. */
  private static int unbudgetedPairs(Function<String, Optional<String>> parameters) {
    return parameters
        .apply(UNBUDGETED)
        .map(
            text ->
                text.trim().equals("0")
                    ? 0
                    : CountText.pairs(
                        UNBUDGETED, text, 2, ", or 0 to run such contracts on this build only"))
        .orElse(0);
  }
}
