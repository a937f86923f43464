package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import java.time.Duration;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** Plans bounded by time and by a count of operations. */
class MeasurementPlanTest {
  private static MeasurementPlan countBounded(long operations, Reference reference) {
    return new MeasurementPlan(
        new IterationPhase(0, Duration.ofSeconds(1)),
        new IterationPhase(1, Duration.ofSeconds(1)),
        2,
        1,
        reference,
        operations);
  }

  @Test
  void aPlanBoundedByTimeKeepsTheFingerprintItHadBeforeCountsExisted() {
    MeasurementPlan timed =
        new MeasurementPlan(
            new IterationPhase(3, Duration.ofMillis(500)),
            new IterationPhase(5, Duration.ofSeconds(1)),
            2,
            9,
            Reference.SKIPLIST,
            0);

    assertThat(timed.countBounded()).isFalse();
    assertThat(timed.insertSpan(4)).isZero();
    assertThat(timed.operationsPerThread(4)).isZero();
    assertThat(timed)
        .hasToString(
            "MeasurementPlan[warmupIterations=3, warmupTime=PT0.5S, iterations=5,"
                + " iterationTime=PT1S, latencyEvery=2, forks=9, reference=SKIPLIST]");
    assertThat(countBounded(2_500_000, Reference.NONE).toString())
        .isEqualTo(
            "MeasurementPlan[warmupIterations=0, warmupTime=PT1S, iterations=1,"
                + " iterationTime=PT1S, latencyEvery=2, forks=1, reference=NONE,"
                + " operations=2500000]");
  }

  @Test
  void aCountIsScaledLikeThePreloadAndSharedByTheThreadsRoundingUp() {
    MeasurementPlan populate = countBounded(2_500_000, Reference.NONE).scaled(0.005);

    assertThat(populate.operations()).isEqualTo(12_500);
    assertThat(populate.operationsPerThread(1)).isEqualTo(12_500);
    assertThat(populate.operationsPerThread(3)).isEqualTo(4_167);
    assertThat(populate.insertSpan(3)).isEqualTo(4_167 * 3);
    assertThat(countBounded(10, Reference.NONE).scaled(0.001).operations()).isEqualTo(1);
    assertThat(countBounded(0, Reference.NONE).scaled(0.5).countBounded()).isFalse();
  }

  @Test
  void aScaledPlanScalesTheTimeOfEachPhasesIterationsToAtLeastOneMillisecondAndKeepsTheirCounts() {
    MeasurementPlan ci =
        new MeasurementPlan(
                new IterationPhase(2, Duration.ofMillis(500)),
                new IterationPhase(4, Duration.ofSeconds(2)),
                16,
                5,
                Reference.SKIPLIST,
                0)
            .scaled(0.1);

    assertThat(ci.warmup()).isEqualTo(new IterationPhase(2, Duration.ofMillis(50)));
    assertThat(ci.measured()).isEqualTo(new IterationPhase(4, Duration.ofMillis(200)));
    assertThat(ci.scaled(0.0001).warmup().iterationTime()).isEqualTo(Duration.ofMillis(1));
    assertThat(ci.measured().total()).isEqualTo(Duration.ofMillis(800));
  }

  @Test
  void anInvalidCountFailsNamingTheAttribute() {
    assertThat(
            List.of(
                invalid(() -> countBounded(-1, Reference.NONE)),
                invalid(() -> countBounded(1L << 31, Reference.NONE)),
                invalid(() -> countBounded(1_000, Reference.SKIPLIST))))
        .extracting(
            InvalidAnnotationException::annotation,
            e -> e.attribute().orElseThrow(),
            e -> e.value().orElseThrow(),
            InvalidAnnotationException::reason)
        .containsExactly(
            tuple(
                Measure.class,
                "operations",
                "-1",
                "must be 0 (iterations bounded by time) or 1-2147483647"),
            tuple(
                Measure.class,
                "operations",
                "2147483648",
                "must be 0 (iterations bounded by time) or 1-2147483647"),
            tuple(
                Measure.class,
                "reference",
                "SKIPLIST",
                "must be NONE when operations is set: a reference alternates with the engine by"
                    + " iterations of equal time"));
  }

  /** What {@code plan} throws: an invalid annotation, or the test fails. */
  private static InvalidAnnotationException invalid(ThrowingCallable plan) {
    InvalidAnnotationException thrown =
        catchThrowableOfType(InvalidAnnotationException.class, plan);
    assertThat(thrown).as("an invalid annotation").isNotNull();
    return thrown;
  }

  @Test
  void aWarmupFloorLengthensEachWarmupIterationRoundingUpAndKeepsTheRest() {
    MeasurementPlan ci =
        new MeasurementPlan(
            new IterationPhase(2, Duration.ofMillis(50)),
            new IterationPhase(4, Duration.ofMillis(50)),
            16,
            5,
            Reference.SKIPLIST,
            0);

    MeasurementPlan warmed = ci.withWarmupAtLeast(Duration.ofSeconds(1));
    assertThat(warmed)
        .isEqualTo(
            new MeasurementPlan(
                new IterationPhase(2, Duration.ofMillis(500)),
                new IterationPhase(4, Duration.ofMillis(50)),
                16,
                5,
                Reference.SKIPLIST,
                0));
    assertThat(
            new MeasurementPlan(
                    new IterationPhase(3, Duration.ofMillis(1)),
                    new IterationPhase(1, Duration.ofMillis(1)),
                    1,
                    1,
                    Reference.NONE,
                    0)
                .withWarmupAtLeast(Duration.ofMillis(1000))
                .warmup()
                .iterationTime())
        .as("rounded up: 3 × 334 ms")
        .isEqualTo(Duration.ofMillis(334));
    assertThat(
            new MeasurementPlan(
                    new IterationPhase(0, Duration.ofMillis(10)),
                    new IterationPhase(1, Duration.ofMillis(1)),
                    1,
                    1,
                    Reference.NONE,
                    0)
                .withWarmupAtLeast(Duration.ofMillis(200)))
        .as("a plan without warm-up gets one iteration")
        .extracting(MeasurementPlan::warmup)
        .isEqualTo(new IterationPhase(1, Duration.ofMillis(200)));
    assertThat(warmed.withWarmupAtLeast(Duration.ofSeconds(1))).isSameAs(warmed);
    assertThat(ci.withWarmupAtLeast(Duration.ZERO)).isSameAs(ci);
    MeasurementPlan counted = countBounded(1_000, Reference.NONE);
    assertThat(counted.withWarmupAtLeast(Duration.ofSeconds(5))).isSameAs(counted);
  }

  @Test
  void anIterationFloorAddsIterationsOfTheSameLengthAndKeepsTheRest() {
    MeasurementPlan ci =
        new MeasurementPlan(
            new IterationPhase(2, Duration.ofMillis(50)),
            new IterationPhase(4, Duration.ofMillis(50)),
            16,
            5,
            Reference.SKIPLIST,
            0);

    assertThat(ci.withIterationsAtLeast(8))
        .isEqualTo(
            new MeasurementPlan(
                new IterationPhase(2, Duration.ofMillis(50)),
                new IterationPhase(8, Duration.ofMillis(50)),
                16,
                5,
                Reference.SKIPLIST,
                0));
    assertThat(ci.withIterationsAtLeast(4)).isSameAs(ci);
    assertThat(ci.withIterationsAtLeast(1)).isSameAs(ci);
    MeasurementPlan counted = countBounded(1_000, Reference.NONE);
    assertThat(counted.withIterationsAtLeast(8)).isSameAs(counted);
  }
}
