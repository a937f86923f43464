package io.kvperf.internal.run;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.Measure;
import io.kvperf.api.Reference;
import java.time.Duration;
import java.util.Objects;

/**
 * How a contract is measured: a warm-up phase then a measured phase of iterations, each iteration
 * of a fixed duration or of a fixed count of operations, in each of {@code forks} forked JVMs,
 * alternating with a reference by iteration. Built from {@link io.kvperf.api.Measure}; an invalid
 * value is an {@link IllegalArgumentException} naming the attribute and the value.
 *
 * @param warmup the iterations run before measuring, not counted
 * @param measured the measured iterations
 * @param latencyEvery time one operation in this many per thread (closed-loop), a power of two
 * @param forks forked JVMs per round
 * @param reference what each fork measures alternately with the engine
 * @param operations operations per iteration over all threads, each thread executing its equal
 *     share; 0 for iterations bounded by their durations
 * @param soak whether the plan is a soak ({@link io.kvperf.api.Soak}): one long measured phase in
 *     one fork, each iteration one interval of its time series, reported over the whole phase
 */
public record MeasurementPlan(
    IterationPhase warmup,
    IterationPhase measured,
    int latencyEvery,
    int forks,
    Reference reference,
    long operations,
    boolean soak) {
  static final int MAX_ITERATIONS = 1000;
  static final int MAX_FORKS = 100;
  static final Duration MIN_TIME = Duration.ofMillis(1);
  static final Duration MAX_TIME = Duration.ofHours(1);

  /** JMH counts a batch in an int. */
  static final long MAX_OPERATIONS = Integer.MAX_VALUE;

  /** Checks the counts and durations are in range. */
  public MeasurementPlan {
    Objects.requireNonNull(warmup, "warmup");
    Objects.requireNonNull(measured, "measured");
    Objects.requireNonNull(reference, "reference");
    require(forks >= 1 && forks <= MAX_FORKS, "forks", forks, "must be 1-" + MAX_FORKS);
    require(
        warmup.iterations() >= 0 && warmup.iterations() <= MAX_ITERATIONS,
        "warmups",
        warmup.iterations(),
        "must be 0-" + MAX_ITERATIONS);
    require(
        measured.iterations() >= 1 && measured.iterations() <= MAX_ITERATIONS,
        "iterations",
        measured.iterations(),
        "must be 1-" + MAX_ITERATIONS);
    require(
        Integer.bitCount(latencyEvery) == 1 && latencyEvery <= 64,
        "latencyEvery",
        latencyEvery,
        "must be a power of two from 1 to 64");
    requireTime("warmupTime", warmup.iterationTime());
    requireTime("iterationTime", measured.iterationTime());
    require(
        operations >= 0 && operations <= MAX_OPERATIONS,
        "operations",
        operations,
        "must be 0 (iterations bounded by time) or 1-" + MAX_OPERATIONS);
    require(
        reference != Reference.AUTO,
        "reference",
        reference,
        "must be resolved to SKIPLIST or NONE from the contract's budgets before a plan is made");
    require(
        operations == 0 || reference == Reference.NONE,
        "reference",
        reference,
        "must be NONE when operations is set: a reference alternates with the engine by"
            + " iterations of equal time");
  }

  /**
   * Whether every iteration executes {@link #operations()} operations instead of running for a
   * time.
   */
  public boolean countBounded() {
    return operations > 0;
  }

  /**
   * The operations each of {@code threads} threads executes per iteration of a {@linkplain
   * #countBounded() count-bounded} plan: its equal share, rounded up; 0 for a plan bounded by time.
   */
  public long operationsPerThread(int threads) {
    return (operations + threads - 1) / threads;
  }

  /**
   * The operations all {@code threads} execute per iteration of a {@linkplain #countBounded()
   * count-bounded} plan (its count, rounded up to a multiple of the threads); 0 for a plan bounded
   * by time.
   */
  public long operationsPerIteration(int threads) {
    return operationsPerThread(threads) * threads;
  }

  /**
   * The most operations a fork of a {@linkplain #countBounded() count-bounded} plan executes over
   * all {@code threads}, warm-ups included, so the most new keys its inserts can write; 0 for a
   * plan bounded by time.
   */
  public long insertSpan(int threads) {
    return operationsPerIteration(threads) * (warmup.iterations() + measured.iterations());
  }

  /**
   * This plan with its iteration durations, or its operations per iteration, scaled by {@code
   * factor} (at least 1 ms, or 1 operation).
   */
  public MeasurementPlan scaled(double factor) {
    return new MeasurementPlan(
        warmup.scaled(factor, MIN_TIME),
        measured.scaled(factor, MIN_TIME),
        latencyEvery,
        forks,
        reference,
        operations == 0 ? 0 : Math.max(1, (long) Math.ceil(operations * factor)),
        soak);
  }

  /**
   * This plan with its warm-up iterations lengthened so that they last at least {@code least} in
   * all (one iteration when it had none): the warm-up of the engine, and as long again of what
   * alternates with it. A plan bounded by operations, or already warming up that long, is returned
   * as it is.
   */
  public MeasurementPlan withWarmupAtLeast(Duration least) {
    if (operations > 0 || warmup.total().compareTo(least) >= 0) {
      return this;
    }
    int count = Math.max(1, warmup.iterations());
    long eachMillis = Math.max(1, (least.toMillis() + count - 1) / count);
    return new MeasurementPlan(
        new IterationPhase(count, Duration.ofMillis(eachMillis)),
        measured,
        latencyEvery,
        forks,
        reference,
        operations,
        soak);
  }

  /** This plan with {@code other} beside the engine in each fork; this plan if it has it. */
  public MeasurementPlan withReference(Reference other) {
    if (other == reference) {
      return this;
    }
    return new MeasurementPlan(warmup, measured, latencyEvery, forks, other, operations, soak);
  }

  /**
   * This plan with at least {@code least} measured iterations in each fork (of each arm, where two
   * alternate), each as long as the plan's: short iterations, many of them, give a fork's median a
   * smaller spread than a few long ones. A plan bounded by operations, or already measuring that
   * many, is returned as it is.
   */
  public MeasurementPlan withIterationsAtLeast(int least) {
    if (operations > 0 || measured.iterations() >= least) {
      return this;
    }
    return new MeasurementPlan(
        warmup, measured.withIterations(least), latencyEvery, forks, reference, operations, soak);
  }

  /**
   * The plan as baselines fingerprint it; a plan bounded by time, and not a soak, reads as it did
   * before plans could be bounded by a count or soak, so that the baselines recorded then are not
   * stale.
   */
  @Override
  public String toString() {
    return "MeasurementPlan[warmupIterations="
        + warmup.iterations()
        + ", warmupTime="
        + warmup.iterationTime()
        + ", iterations="
        + measured.iterations()
        + ", iterationTime="
        + measured.iterationTime()
        + ", latencyEvery="
        + latencyEvery
        + ", forks="
        + forks
        + ", reference="
        + reference
        + (operations == 0 ? "" : ", operations=" + operations)
        + (soak ? ", soak" : "")
        + "]";
  }

  /** A plan that is not a soak. */
  public MeasurementPlan(
      IterationPhase warmup,
      IterationPhase measured,
      int latencyEvery,
      int forks,
      Reference reference,
      long operations) {
    this(warmup, measured, latencyEvery, forks, reference, operations, false);
  }

  /** Whether each fork also measures a reference. */
  public boolean hasReference() {
    return reference != Reference.NONE;
  }

  private static void requireTime(String attribute, Duration time) {
    require(
        time.compareTo(MIN_TIME) >= 0 && time.compareTo(MAX_TIME) <= 0,
        attribute,
        time.toMillis() + "ms",
        "must be 1ms-1h");
  }

  private static void require(boolean valid, String attribute, Object value, String rule) {
    if (!valid) {
      throw InvalidAnnotationException.of(Measure.class, attribute, value, rule);
    }
  }
}
