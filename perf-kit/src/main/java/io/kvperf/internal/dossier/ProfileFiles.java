package io.kvperf.internal.dossier;

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
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The profiles that pairs of profiled forks left in their directories, read pair by pair into a
 * {@link RegressionDossier}: each arm's CPU profiles (the JIT compiler's threads counted apart),
 * allocation profiles and waits, where both forks of a pair left one, and for the others a line
 * why. One reading; not thread-safe.
 */
public final class ProfileFiles {
  private static final int A = 0;
  private static final int B = 1;

  private final List<List<CollapsedStacks>> cpu = perArm();
  private final List<List<CollapsedStacks>> allocation = perArm();
  private final List<List<Map<String, Double>>> waits = perArm();
  private final long[] compilerSamples = new long[2];
  private final List<String> missing = new ArrayList<>();
  private final Set<String> fallbacks = new LinkedHashSet<>();

  private ProfileFiles() {}

  /** {@link RegressionDossier#read}. */
  public static RegressionDossier read(
      Path forksA, Path forksB, List<Path> classPathA, List<Path> classPathB) {
    ProfileFiles files = new ProfileFiles();
    List<Path> pairs = pairs(forksA, forksB);
    for (int i = 0; i < pairs.size(); i += 2) {
      files.readPair(pairs.subList(i, i + 2));
    }
    return files.dossier(FrameLibraries.of(classPathA, classPathB));
  }

  private static <T> List<List<T>> perArm() {
    return List.of(new ArrayList<>(), new ArrayList<>());
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

  /** The profiles of one pair's forks, A's directory first: those that both left. */
  private void readPair(List<Path> pair) {
    if (both(pair, ForkPlan.CPU_PROFILE, missing)) {
      for (int arm = A; arm <= B; arm++) {
        Path profile = pair.get(arm).resolve(ForkPlan.CPU_PROFILE);
        CollapsedStacks all = CollapsedStacks.read(profile);
        CollapsedStacks kept = all.withoutCompilers();
        compilerSamples[arm] += all.total() - kept.total();
        cpu.get(arm).add(kept);
        note(Path.of(profile + ForkPlan.SOURCE_SUFFIX)).ifPresent(fallbacks::add);
      }
    }
    if (both(pair, ForkPlan.ALLOCATION_PROFILE, new ArrayList<>())) {
      for (int arm = A; arm <= B; arm++) {
        allocation
            .get(arm)
            .add(CollapsedStacks.read(pair.get(arm).resolve(ForkPlan.ALLOCATION_PROFILE)));
      }
    }
    if (both(pair, ForkPlan.WAITING_PROFILE, new ArrayList<>())) {
      for (int arm = A; arm <= B; arm++) {
        waits.get(arm).add(waitShares(pair.get(arm).resolve(ForkPlan.WAITING_PROFILE)));
      }
    }
  }

  /** The dossier of the pairs read, frames named by {@code libraries}. */
  private RegressionDossier dossier(Function<String, String> libraries) {
    Map<Kind, List<ProfileMove>> moves = new EnumMap<>(Kind.class);
    FlameFrame flameGraph = FlameFrame.none();
    if (!cpu.get(A).isEmpty()) {
      for (Kind kind : List.of(Kind.LIBRARY, Kind.TOTAL, Kind.SELF)) {
        moves.put(kind, ProfileDifference.moves(kind, cpu.get(A), cpu.get(B), libraries));
      }
      flameGraph = DifferentialFlameGraph.of(cpu.get(A), cpu.get(B), libraries);
    }
    if (!allocation.get(A).isEmpty()) {
      moves.put(
          Kind.ALLOCATION,
          ProfileDifference.moves(
              Kind.ALLOCATION, allocation.get(A), allocation.get(B), libraries));
    }
    if (!waits.get(A).isEmpty()) {
      moves.put(
          Kind.WAITING,
          ProfileDifference.ofShares(Kind.WAITING, waits.get(A), waits.get(B), key -> "JVM"));
    }
    return new RegressionDossier(
        cpu.get(A).size(),
        new RegressionDossier.Samples(
            total(cpu.get(A)), total(cpu.get(B)), compilerSamples[A], compilerSamples[B]),
        moves,
        allocation.get(A).size(),
        missing,
        List.copyOf(fallbacks),
        flameGraph);
  }

  private static long total(List<CollapsedStacks> profiles) {
    return profiles.stream().mapToLong(CollapsedStacks::total).sum();
  }

  /** Whether both forks of {@code pair} left the profile {@code name}; if not, a line why. */
  private static boolean both(List<Path> pair, String name, List<String> missing) {
    Path profileA = pair.get(A).resolve(name);
    Path profileB = pair.get(B).resolve(name);
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
  private static Map<String, Double> waitShares(Path file) {
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
}
