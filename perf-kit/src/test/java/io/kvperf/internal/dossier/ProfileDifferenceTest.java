package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.account.DossierHeadline;
import io.kvperf.internal.account.DossierNoProfile;
import io.kvperf.internal.account.DossierNothingGrew;
import io.kvperf.result.ProfileMove;
import io.kvperf.result.ProfileMove.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A frame that holds a share of one arm's samples and not the other's, in every pair, is the top
 * confident move; shares that only wander from fork to fork give none.
 */
class ProfileDifferenceTest {
  private static final Function<String, String> LIBRARY =
      frame -> frame.startsWith("x/") ? "extra.jar" : "engine.jar";

  @Test
  void aPlantedFrameIsTheTopConfidentMove() {
    SplittableRandom random = new SplittableRandom(42);
    List<CollapsedStacks> a = new ArrayList<>();
    List<CollapsedStacks> b = new ArrayList<>();
    for (int pair = 0; pair < 4; pair++) {
      a.add(profile(random, 3000, 900));
      b.add(profile(random, 3000, 0));
    }

    List<ProfileMove> self = ProfileDifference.moves(Kind.SELF, a, b, LIBRARY);
    assertThat(self.get(0).key()).isEqualTo("x/Extra.burn");
    assertThat(self.get(0).confident()).isTrue();
    assertThat(self.get(0).change()).isBetween(0.2, 0.26);
    assertThat(self.get(0).shareB()).isZero();
    assertThat(self.stream().filter(ProfileMove::confident).map(ProfileMove::key))
        .as("the other frames lose share in proportion")
        .containsExactlyInAnyOrder(
            "x/Extra.burn", "e/Engine.get", "e/Engine.hash", "java/util/Arrays.copyOf");

    List<ProfileMove> libraries = ProfileDifference.moves(Kind.LIBRARY, a, b, LIBRARY);
    assertThat(libraries.get(0).key()).isEqualTo("extra.jar");
    assertThat(libraries.get(0).confident()).isTrue();
  }

  @Test
  void theSameBuildTwiceHasNoConfidentMove() {
    SplittableRandom random = new SplittableRandom(7);
    List<CollapsedStacks> a = new ArrayList<>();
    List<CollapsedStacks> b = new ArrayList<>();
    for (int pair = 0; pair < 4; pair++) {
      a.add(profile(random, 3000, 0));
      b.add(profile(random, 3000, 0));
    }
    for (Kind kind : List.of(Kind.LIBRARY, Kind.TOTAL, Kind.SELF, Kind.ALLOCATION)) {
      assertThat(ProfileDifference.moves(kind, a, b, LIBRARY))
          .as(kind.name())
          .isNotEmpty()
          .noneMatch(ProfileMove::confident);
    }
  }

  @Test
  void aRenamedFrameIsNotWhereTheCostWent() {
    ProfileMove newName =
        new ProfileMove(
            Kind.TOTAL,
            "lib.so`invokeL4",
            "lib.so",
            0.186,
            0.0,
            0.03,
            ProfileMove.Standing.CONFIDENT);
    ProfileMove oldName =
        new ProfileMove(
            Kind.TOTAL,
            "lib.so`invokeL4NoErrno",
            "lib.so",
            0.0,
            0.213,
            0.03,
            ProfileMove.Standing.CONFIDENT);
    ProfileMove added =
        new ProfileMove(
            Kind.TOTAL,
            "a/Flags.mask",
            "a.jar",
            0.116,
            0.006,
            0.03,
            ProfileMove.Standing.CONFIDENT);
    List<ProfileMove> moves = List.of(oldName, newName, added);

    assertThat(RegressionDossier.renamed(newName, moves)).isTrue();
    assertThat(RegressionDossier.renamed(added, moves)).isFalse();
    RegressionDossier dossier =
        new RegressionDossier(
            4,
            new RegressionDossier.Samples(1000, 1000, 0, 0),
            java.util.Map.of(Kind.TOTAL, moves),
            0,
            List.of(),
            List.of(),
            io.kvperf.result.FlameFrame.none());
    assertThat(dossier.accountLines())
        .as("the frame added, not the one renamed")
        .containsExactly(new DossierHeadline(added));
  }

  @Test
  void aDossierWithNothingGrownOrNoProfileSaysSoInOneLine() {
    RegressionDossier quiet =
        new RegressionDossier(
            4,
            new RegressionDossier.Samples(1000, 1000, 0, 0),
            java.util.Map.of(),
            0,
            List.of(),
            List.of(),
            io.kvperf.result.FlameFrame.none());
    RegressionDossier unprofiled =
        new RegressionDossier(
            0,
            new RegressionDossier.Samples(0, 0, 0, 0),
            java.util.Map.of(),
            0,
            List.of("fork-1: async-profiler could not load"),
            List.of(),
            io.kvperf.result.FlameFrame.none());

    assertThat(quiet.accountLines()).containsExactly(new DossierNothingGrew(4));
    assertThat(unprofiled.accountLines())
        .containsExactly(
            new DossierNoProfile(Optional.of("fork-1: async-profiler could not load")));
  }

  @Test
  void theDossierSaysWhatTheJitCompilersThreadsTookApart() {
    RegressionDossier dossier =
        new RegressionDossier(
            4,
            new RegressionDossier.Samples(1000, 1000, 100, 300),
            java.util.Map.of(),
            0,
            List.of(),
            List.of(),
            io.kvperf.result.FlameFrame.none());
    assertThat(DossierMarkdown.of(dossier, "Why", List.of("A: this build"), 5))
        .contains(
            "The JIT compiler's threads took a further 100 samples of A (9.1 % of all of A's) and"
                + " 300 of B (23.1 %), counted apart: every share below is of the samples outside"
                + " them");
  }

  @Test
  void aWaitThatGrewInEveryPairIsConfidentAndSaidInMilliseconds() {
    SplittableRandom random = new SplittableRandom(11);
    List<Map<String, Double>> a = new ArrayList<>();
    List<Map<String, Double>> b = new ArrayList<>();
    for (int pair = 0; pair < 5; pair++) {
      a.add(Map.of("in-gc-pauses", 0.080 + random.nextDouble(-0.01, 0.01), "parked", 0.3));
      b.add(Map.of("in-gc-pauses", 0.020 + random.nextDouble(-0.01, 0.01), "parked", 0.3));
    }

    List<ProfileMove> waits = ProfileDifference.ofShares(Kind.WAITING, a, b, key -> "JVM");

    assertThat(waits.get(0).key()).isEqualTo("in-gc-pauses");
    assertThat(waits.get(0).confident()).isTrue();
    assertThat(waits.get(0).describe()).matches("time in gc pauses \\+[56][0-9] ms a second .*");
    assertThat(waits.get(1).key()).isEqualTo("parked");
    assertThat(waits.get(1).confident()).as("unchanged").isFalse();
  }

  @Test
  void onePairJudgesNothing() {
    SplittableRandom random = new SplittableRandom(3);
    List<ProfileMove> moves =
        ProfileDifference.moves(
            Kind.SELF,
            List.of(profile(random, 3000, 900)),
            List.of(profile(random, 3000, 0)),
            LIBRARY);
    assertThat(moves).noneMatch(ProfileMove::confident);
    assertThat(moves.get(0).spread()).isNaN();
  }

  /**
   * A fork's samples: the engine's get, its hash and the JDK's copy in shares that wander from fork
   * to fork, and {@code extra} samples in a planted frame.
   */
  private static CollapsedStacks profile(SplittableRandom random, int samples, int extra) {
    int get = (int) (samples * (0.5 + random.nextDouble(-0.03, 0.03)));
    int hash = (int) (samples * (0.3 + random.nextDouble(-0.03, 0.03)));
    Map<String, Long> stacks =
        new java.util.LinkedHashMap<>(
            Map.of(
                "main;e/Engine.get", (long) get,
                "main;e/Engine.get;e/Engine.hash", (long) hash,
                "main;e/Engine.get;java/util/Arrays.copyOf", (long) (samples - get - hash)));
    if (extra > 0) {
      stacks.put("main;e/Engine.get;x/Extra.burn", (long) extra);
    }
    return new CollapsedStacks(stacks);
  }
}
