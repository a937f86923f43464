package io.kvperf.internal.dossier;

import io.kvperf.internal.account.ComparisonLine;
import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierNoProfile;
import io.kvperf.internal.account.DossierNothingGrew;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.result.FlameFrame;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Why two builds' figures differ, from pairs of forks that profiled each arm's measured iterations
 * and never entered a verdict: the differential profile of CPU by library, by frame's self time and
 * by frame's total time, and of the bytes allocated by allocation site, each move judged against
 * the spread between the pairs ({@link ProfileDifference}).
 *
 * <p>The CPU shares are of the samples outside the JIT compiler's threads, which are counted apart.
 * How much a fork still compiles once measured depends on when its JIT settles, not on what either
 * build does per operation; in one fork of a pair it can take twice the share it takes in the
 * other, and counted in, it would spread every other share between the pairs with it.
 *
 * @param pairs the pairs whose forks both left a CPU profile
 * @param samplesA arm A's samples over its profiled forks, the JIT compiler's threads' aside
 * @param samplesB arm B's samples, the JIT compiler's threads' aside
 * @param compilerSamplesA arm A's samples in the JIT compiler's threads
 * @param compilerSamplesB arm B's samples in the JIT compiler's threads
 * @param moves every tested key's move, by kind, most confident and largest first
 * @param allocationPairs the pairs whose forks both left an allocation profile
 * @param missing why forks left no profile, one line each
 * @param fallbacks where JFR's samples stood in for async-profiler's, and why, one line each
 * @param flameGraph the differential flame graph of the CPU profiles
 */
public record RegressionDossier(
    int pairs,
    long samplesA,
    long samplesB,
    long compilerSamplesA,
    long compilerSamplesB,
    Map<Kind, List<ProfileMove>> moves,
    int allocationPairs,
    List<String> missing,
    List<String> fallbacks,
    FlameFrame flameGraph) {
  /**
   * The kinds in the order the headlines take them: whose code, which call, where the bytes came
   * from, where the time landed.
   */
  static final List<Kind> HEADLINE_ORDER =
      List.of(Kind.LIBRARY, Kind.TOTAL, Kind.ALLOCATION, Kind.WAITING, Kind.SELF);

  /** The file the dossier writes in its directory. */
  public static final String FILE = "dossier.md";

  /** The differential flame graph's file beside the dossier. */
  public static final String FLAME_GRAPH_FILE = "flame.svg";

  /** Copies the lists. */
  public RegressionDossier {
    moves = Map.copyOf(moves);
    missing = List.copyOf(missing);
    fallbacks = List.copyOf(fallbacks);
  }

  /**
   * The dossier of the profiled forks in {@code forksA} and {@code forksB} (each holding {@code
   * fork-1}, {@code fork-2}, … with the profiles {@link ForkPlan#CPU_PROFILE}, {@link
   * ForkPlan#ALLOCATION_PROFILE} and {@link ForkPlan#WAITING_PROFILE}), paired by number, frames
   * named by the arms' class paths.
   */
  public static RegressionDossier read(
      Path forksA, Path forksB, List<Path> classPathA, List<Path> classPathB) {
    List<String> missing = new ArrayList<>();
    List<Path> pairs = pairs(forksA, forksB);
    List<List<CollapsedStacks>> cpu =
        new ArrayList<>(List.of(new ArrayList<>(), new ArrayList<>()));
    List<List<CollapsedStacks>> allocation =
        new ArrayList<>(List.of(new ArrayList<>(), new ArrayList<>()));
    List<List<Map<String, Double>>> waits =
        new ArrayList<>(List.of(new ArrayList<>(), new ArrayList<>()));
    Set<String> fallbacks = new LinkedHashSet<>();
    long[] compilerSamples = new long[2];
    for (int i = 0; i < pairs.size(); i += 2) {
      List<Path> pair = pairs.subList(i, i + 2);
      if (both(pair, ForkPlan.CPU_PROFILE, missing)) {
        for (int arm = 0; arm < 2; arm++) {
          Path profile = pair.get(arm).resolve(ForkPlan.CPU_PROFILE);
          CollapsedStacks all = CollapsedStacks.read(profile);
          CollapsedStacks kept = all.withoutCompilers();
          compilerSamples[arm] += all.total() - kept.total();
          cpu.get(arm).add(kept);
          note(Path.of(profile + ForkPlan.SOURCE_SUFFIX)).ifPresent(fallbacks::add);
        }
      }
      if (both(pair, ForkPlan.ALLOCATION_PROFILE, new ArrayList<>())) {
        for (int arm = 0; arm < 2; arm++) {
          allocation
              .get(arm)
              .add(CollapsedStacks.read(pair.get(arm).resolve(ForkPlan.ALLOCATION_PROFILE)));
        }
      }
      if (both(pair, ForkPlan.WAITING_PROFILE, new ArrayList<>())) {
        for (int arm = 0; arm < 2; arm++) {
          waits.get(arm).add(waitShares(pair.get(arm).resolve(ForkPlan.WAITING_PROFILE)));
        }
      }
    }
    Function<String, String> libraries = FrameLibraries.of(classPathA, classPathB);
    Map<Kind, List<ProfileMove>> moves = new EnumMap<>(Kind.class);
    FlameFrame flameGraph = FlameFrame.none();
    if (!cpu.get(0).isEmpty()) {
      for (Kind kind : List.of(Kind.LIBRARY, Kind.TOTAL, Kind.SELF)) {
        moves.put(kind, ProfileDifference.moves(kind, cpu.get(0), cpu.get(1), libraries));
      }
      flameGraph = DifferentialFlameGraph.of(cpu.get(0), cpu.get(1), libraries);
    }
    if (!allocation.get(0).isEmpty()) {
      moves.put(
          Kind.ALLOCATION,
          ProfileDifference.moves(
              Kind.ALLOCATION, allocation.get(0), allocation.get(1), libraries));
    }
    if (!waits.get(0).isEmpty()) {
      moves.put(
          Kind.WAITING,
          ProfileDifference.ofShares(Kind.WAITING, waits.get(0), waits.get(1), key -> "JVM"));
    }
    return new RegressionDossier(
        cpu.get(0).size(),
        cpu.get(0).stream().mapToLong(CollapsedStacks::total).sum(),
        cpu.get(1).stream().mapToLong(CollapsedStacks::total).sum(),
        compilerSamples[0],
        compilerSamples[1],
        moves,
        allocation.get(0).size(),
        missing,
        List.copyOf(fallbacks),
        flameGraph);
  }

  /** The fork directories of each pair, A's then B's, while both exist: fork-1, fork-2, … */
  private static List<Path> pairs(Path forksA, Path forksB) {
    List<Path> pairs = new ArrayList<>();
    for (int fork = 1; ; fork++) {
      Path dirA = forksA.resolve("fork-" + fork);
      Path dirB = forksB.resolve("fork-" + fork);
      if (!Files.isDirectory(dirA) || !Files.isDirectory(dirB)) {
        return pairs;
      }
      pairs.add(dirA);
      pairs.add(dirB);
    }
  }

  /** Whether both forks of {@code pair} left the profile {@code name}; if not, a line why. */
  private static boolean both(List<Path> pair, String name, List<String> missing) {
    Path profileA = pair.get(0).resolve(name);
    Path profileB = pair.get(1).resolve(name);
    if (Files.isRegularFile(profileA) && Files.isRegularFile(profileB)) {
      return true;
    }
    missing.add(why(profileA) + "; " + why(profileB));
    return false;
  }

  /**
   * A fork's waits ({@link ForkPlan#WAITING_PROFILE}) as shares of its measured time; an error
   * naming the file where it has no measured time.
   */
  static Map<String, Double> waitShares(Path file) {
    Map<String, Long> nanos = new LinkedHashMap<>();
    CollapsedStacks.read(file).samples().forEach(nanos::put);
    long measured = nanos.getOrDefault(ForkPlan.MEASURED, 0L);
    if (measured <= 0) {
      throw new IllegalArgumentException(file + " has no measured time");
    }
    Map<String, Double> shares = new LinkedHashMap<>();
    ForkPlan.WAITS.forEach(
        what -> shares.put(what, nanos.getOrDefault(what, 0L) / (double) measured));
    return shares;
  }

  /** {@code part} as a percentage of {@code part} and {@code rest} together. */
  private static String percentOf(long part, long rest) {
    return String.format(Locale.ROOT, "%.1f %%", 100.0 * part / Math.max(1, part + rest));
  }

  private static Optional<String> note(Path file) {
    try {
      return Files.isRegularFile(file)
          ? Optional.of(Files.readString(file, StandardCharsets.UTF_8).strip())
          : Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  private static String why(Path profile) {
    if (Files.isRegularFile(profile)) {
      return profile + " written";
    }
    return note(Path.of(profile + ForkPlan.UNAVAILABLE_SUFFIX)).orElse(profile + " missing");
  }

  /**
   * For the reports: of each kind, the confident moves and then the largest others, at most {@code
   * perKind} each, the headlines marked ({@link #headlines}).
   */
  public List<ProfileMove> top(int perKind) {
    List<ProfileMove> headlines = headlines();
    List<ProfileMove> top = new ArrayList<>();
    for (Kind kind : HEADLINE_ORDER) {
      moves.getOrDefault(kind, List.of()).stream()
          .limit(perKind)
          .map(move -> headlines.contains(move) ? move.asHeadline() : move)
          .forEach(top::add);
    }
    return top;
  }

  /**
   * Of each kind, the confident move that grew most in A, a renamed frame aside ({@link #renamed}):
   * what A spends more of is where a slower A went.
   */
  List<ProfileMove> headlines() {
    List<ProfileMove> headlines = new ArrayList<>();
    for (Kind kind : HEADLINE_ORDER) {
      List<ProfileMove> confident = confident(kind);
      confident.stream()
          .filter(move -> move.change() > 0 && !renamed(move, confident))
          .findFirst()
          .ifPresent(headlines::add);
    }
    return headlines;
  }

  /** The confident moves of {@code kind}, largest first. */
  List<ProfileMove> confident(Kind kind) {
    return moves.getOrDefault(kind, List.of()).stream().filter(ProfileMove::confident).toList();
  }

  /**
   * At most three lines of the verdict's account: the {@link #headlines}; or, where nothing grew
   * beyond the spread between the pairs, one line that says so; or, where no pair left a profile,
   * one that says why.
   */
  public List<ComparisonLine> accountLines() {
    if (pairs == 0) {
      return List.of(
          new DossierNoProfile(missing.isEmpty() ? Optional.empty() : Optional.of(missing.get(0))));
    }
    List<ComparisonLine> lines = new ArrayList<>();
    headlines().stream().limit(3).forEach(move -> lines.add(new DossierHeadline(move)));
    if (lines.isEmpty()) {
      lines.add(new DossierNothingGrew(pairs));
    }
    return lines;
  }

  /**
   * Whether {@code grown}, a frame B hardly ran, is another name for one that A hardly runs: a
   * confident move of the same library that shrank by about as much (within a quarter), from a
   * share A hardly has. A function renamed between the builds, or a library's entry point that
   * changed with its version, moves cost from one name to the other without adding any.
   */
  static boolean renamed(ProfileMove grown, List<ProfileMove> moves) {
    if (grown.kind() == Kind.LIBRARY || grown.shareB() > grown.shareA() / 10) {
      return false;
    }
    return moves.stream()
        .anyMatch(
            other ->
                other.change() < 0
                    && other.library().equals(grown.library())
                    && other.shareA() <= other.shareB() / 10
                    && Math.abs(-other.change() - grown.change()) <= grown.change() / 4);
  }

  /**
   * The dossier as Markdown: what was profiled, the moves of each kind (the confident ones and the
   * largest others, at most {@code rows} each), what else differs between the arms, and what a
   * profile cannot see.
   */
  public String markdown(String title, List<String> arms, int rows) {
    StringBuilder text = new StringBuilder();
    text.append("# ").append(title).append("\n\n");
    text.append(
        String.format(
            Locale.ROOT,
            "%d pairs of forks profiled each arm's measured iterations (%s, every thread); %d"
                + " samples of A, %d of B. These forks entered no verdict and no interval. A move is"
                + " confident where a paired t over the pairs puts it beyond zero at a %.0f %% error"
                + " over all the keys of its table, and it is at least %.0f point.%n%n",
            pairs,
            fallbacks.isEmpty() ? "async-profiler, CPU time" : "JFR's samples",
            samplesA,
            samplesB,
            ProfileDifference.FAMILY_ERROR * 100,
            ProfileDifference.LEAST_CHANGE * 100));
    if (compilerSamplesA + compilerSamplesB > 0) {
      text.append(
          String.format(
              Locale.ROOT,
              "The JIT compiler's threads took a further %d samples of A (%s of all of A's) and"
                  + " %d of B (%s), counted apart: every share below is of the samples outside them, as"
                  + " what a fork still compiles once measured depends on when its JIT settles,"
                  + " not on what the build does per operation.%n%n",
              compilerSamplesA,
              percentOf(compilerSamplesA, samplesA),
              compilerSamplesB,
              percentOf(compilerSamplesB, samplesB)));
    }
    fallbacks.forEach(line -> text.append("- sampled by ").append(line).append('\n'));
    missing.forEach(line -> text.append("- no profile: ").append(line).append('\n'));
    if (!missing.isEmpty() || !fallbacks.isEmpty()) {
      text.append('\n');
    }
    if (!flameGraph.isEmpty()) {
      text.append("The differential flame graph: [")
          .append(FLAME_GRAPH_FILE)
          .append("](")
          .append(FLAME_GRAPH_FILE)
          .append(") (width: A's share; red: more in A than in B, blue: less).\n\n");
    }
    table(text, "CPU by library", Kind.LIBRARY, rows);
    table(text, "Self time by frame", Kind.SELF, rows);
    table(text, "Total time by frame", Kind.TOTAL, rows);
    text.append(
        String.format(
            Locale.ROOT,
            "Allocation: %d pairs left JFR's allocation samples (jdk.ObjectAllocationSample, each"
                + " weighted by the bytes it stands for); a site is the top Java frame.%n%n",
            allocationPairs));
    table(text, "Bytes allocated by site", Kind.ALLOCATION, rows);
    text.append(
        String.format(
            Locale.ROOT,
            "Waiting, from JFR, in milliseconds a second of the measured time: GC pauses, the"
                + " time taken to bring every thread to a safepoint, and every thread's time"
                + " blocked on a monitor or parked for at least %d ms (JMH's main thread aside),"
                + " summed over threads.%n%n",
            ForkPlan.Wait.LEAST.toMillis()));
    table(text, "Time waiting", Kind.WAITING, rows);
    text.append("## The arms\n\n");
    arms.forEach(arm -> text.append("- ").append(arm).append('\n'));
    text.append(
        """

        ## What a profile cannot see

        - Inlined code: the JIT may inline differently in the two arms, moving self time to a
          caller. Read total time and libraries before self time.
        - Native frames without symbols: samples in a stripped library land on a neighbouring
          exported symbol, or on the library alone.
        - Waiting: CPU samples count no time spent blocked on storage, locks or sleep; the
          waiting table counts monitors and parks of a millisecond or more, and no I/O.
        - JFR's fallback samples, where async-profiler could not load: they see no native
          frames below a Java method's native call, and a thread in native code counts as a
          sample whether it runs or blocks.
        - Work moved between threads: every thread is sampled, the engine's background threads
          included, so work moved to them still shows, but not on the operation's stack.
        """);
    return text.toString();
  }

  private void table(StringBuilder text, String title, Kind kind, int rows) {
    text.append("## ").append(title).append("\n\n");
    List<ProfileMove> all = moves.getOrDefault(kind, List.of());
    if (all.isEmpty()) {
      text.append("No samples.\n\n");
      return;
    }
    boolean waits = kind == Kind.WAITING;
    text.append("| | ")
        .append(kind == Kind.LIBRARY ? "library" : waits ? "wait" : "frame")
        .append(
            waits
                ? " | A (ms/s) | B (ms/s) | change (ms/s) | spread between pairs (ms/s) | confident"
                    + " |\n"
                : " | A | B | change (points) | spread between pairs | confident |\n");
    text.append("|---|---|---|---|---|---|---|\n");
    int row = 0;
    for (ProfileMove move : all) {
      if (row++ == rows) {
        break;
      }
      if (waits) {
        text.append(
            String.format(
                Locale.ROOT,
                "| %d | `%s` | %.1f | %.1f | %+.1f | %s | %s |%n",
                row,
                move.key(),
                move.shareA() * 1000,
                move.shareB() * 1000,
                move.change() * 1000,
                Double.isNaN(move.spread())
                    ? "one pair"
                    : String.format(Locale.ROOT, "%.1f", move.spread() * 1000),
                move.confident() ? "yes" : "no"));
        continue;
      }
      text.append(
          String.format(
              Locale.ROOT,
              "| %d | `%s`%s | %.1f %% | %.1f %% | %+.1f | %s | %s |%n",
              row,
              move.key(),
              kind == Kind.LIBRARY ? "" : " (" + move.library() + ")",
              move.shareA() * 100,
              move.shareB() * 100,
              move.change() * 100,
              Double.isNaN(move.spread())
                  ? "one pair"
                  : String.format(Locale.ROOT, "%.2f", move.spread() * 100),
              move.confident() ? "yes" : "no"));
    }
    text.append('\n');
  }
}
