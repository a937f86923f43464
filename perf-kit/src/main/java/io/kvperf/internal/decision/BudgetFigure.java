package io.kvperf.internal.decision;

import io.kvperf.api.Budget;
import io.kvperf.result.Figure;
import io.kvperf.result.MetricKey;
import io.kvperf.result.Statistic;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.LongToDoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * The table of figures a {@link Budget} can hold, one row each: the attribute that declares it,
 * which way it gets worse, which baselines can judge it, the statistics it reads, which decider
 * reads it against a stored baseline and which between two builds, and the absolute change below
 * which it never fails. The deciders iterate this table and name no figure. A new budget figure is
 * one row here, one attribute on {@link Budget} and one {@link Statistic}, whose row says how it is
 * measured and shown.
 */
public enum BudgetFigure {
  /** Throughput, decided over forks against a baseline of this machine, or over pairs of builds. */
  THROUGHPUT(
      "throughputDrop",
      Budget::throughputDrop,
      FigureKind.DROP,
      FigureScope.SAME_MACHINE,
      List.of(),
      AgainstBaseline.FORKS,
      BetweenBuilds.PAIRS,
      operations -> 0),
  /** The p99 latency of every operation type, service and intended. */
  P99_LATENCY(
      "p99Rise",
      Budget::p99Rise,
      FigureKind.RISE,
      FigureScope.SAME_MACHINE,
      List.of(Statistic.P99_LATENCY, Statistic.INTENDED_P99_LATENCY),
      AgainstBaseline.FORKS,
      BetweenBuilds.PAIRS,
      operations -> 1_000),
  /** Heap bytes allocated per operation by the threads that issue the operations. */
  ALLOCATION(
      "allocationRise",
      Budget::allocationRise,
      FigureKind.RISE,
      FigureScope.SAME_RUNTIME,
      List.of(Statistic.OPERATION_ALLOCATION_PER_OP),
      AgainstBaseline.RISE,
      BetweenBuilds.PAIRS_ABOVE_SLACK,
      operations -> BudgetFigure.ALLOCATION_SLACK_BYTES),
  /** CPU time per operation of the threads that issue the operations. */
  CPU_PER_OP(
      "cpuPerOpRise",
      Budget::cpuPerOpRise,
      FigureKind.RISE,
      FigureScope.SAME_MACHINE,
      List.of(Statistic.OPERATION_CPU_PER_OP),
      AgainstBaseline.RISE,
      BetweenBuilds.PAIRS,
      operations -> 0),
  /** The store's occupied disk space after the run. */
  DISK(
      "diskRise",
      Budget::diskRise,
      FigureKind.RISE,
      FigureScope.SAME_RUNTIME,
      List.of(Statistic.OCCUPIED_SPACE),
      AgainstBaseline.RISE,
      BetweenBuilds.NONE,
      operations -> 4_096),
  /** GC pauses per million operations; two pauses over the run never fail. */
  GC_PAUSES(
      "gcPauseRise",
      Budget::gcPauseRise,
      FigureKind.RISE,
      FigureScope.SAME_RUNTIME,
      List.of(Statistic.GC_PAUSES_PER_OPERATION),
      AgainstBaseline.RISE,
      BetweenBuilds.NONE,
      operations -> perRun(2 * 1e6, operations)),
  /** Bytes the OS wrote to storage per byte of keys and values written. */
  WRITE_AMPLIFICATION(
      "writeAmplificationRise",
      Budget::writeAmplificationRise,
      FigureKind.RISE,
      FigureScope.SAME_RUNTIME,
      List.of(Statistic.WRITE_AMPLIFICATION),
      AgainstBaseline.RISE,
      BetweenBuilds.NONE,
      operations -> 0.05),
  /** Bytes the OS wrote to storage per operation; 64 KiB more over the run never fail. */
  BYTES_WRITTEN(
      "bytesWrittenRise",
      Budget::bytesWrittenRise,
      FigureKind.RISE,
      FigureScope.SAME_RUNTIME,
      List.of(Statistic.STORAGE_BYTES_WRITTEN_PER_OP),
      AgainstBaseline.RISE,
      BetweenBuilds.NONE,
      operations -> perRun(65_536, operations)),
  /** Time at safepoints per second of measured time; 5 ms per second more never fail. */
  SAFEPOINT_TIME(
      "safepointRise",
      Budget::safepointRise,
      FigureKind.RISE,
      FigureScope.SAME_MACHINE,
      List.of(Statistic.SAFEPOINT_TIME_PER_SECOND),
      AgainstBaseline.RISE,
      BetweenBuilds.PAIRS,
      operations -> 5_000_000),
  /** Throughput against the anchor build measured beside it: what crept in since the release. */
  CREEP(
      "creep",
      Budget::creep,
      FigureKind.DROP,
      FigureScope.SAME_RUN,
      List.of(),
      AgainstBaseline.NONE,
      BetweenBuilds.PAIRS_AGAINST_ANCHOR,
      operations -> 0),
  /** The share of wall time in GC pauses, an absolute limit in percent. */
  GC_SHARE(
      "gcShare",
      Budget::gcShare,
      FigureKind.LIMIT,
      FigureScope.ANYWHERE,
      List.of(),
      AgainstBaseline.LIMIT,
      BetweenBuilds.NONE,
      operations -> 0),
  /** The longest GC pause of a measured iteration, an absolute limit in nanoseconds. */
  GC_MAX_PAUSE(
      "gcMaxPause",
      budget -> Budget.UNSET,
      FigureKind.LIMIT,
      FigureScope.ANYWHERE,
      List.of(),
      AgainstBaseline.LIMIT,
      BetweenBuilds.NONE,
      operations -> 0);

  /** The rise of allocation per operation, in bytes, below which no budget fails. */
  public static final double ALLOCATION_SLACK_BYTES = 8;

  private final String attribute;
  private final ToDoubleFunction<Budget> declared;
  private final FigureKind kind;
  private final FigureScope scope;
  private final List<Statistic> statistics;
  private final AgainstBaseline againstBaseline;
  private final BetweenBuilds betweenBuilds;
  private final LongToDoubleFunction slack;

  BudgetFigure(
      String attribute,
      ToDoubleFunction<Budget> declared,
      FigureKind kind,
      FigureScope scope,
      List<Statistic> statistics,
      AgainstBaseline againstBaseline,
      BetweenBuilds betweenBuilds,
      LongToDoubleFunction slack) {
    this.attribute = attribute;
    this.declared = declared;
    this.kind = kind;
    this.scope = scope;
    this.statistics = statistics;
    this.againstBaseline = againstBaseline;
    this.betweenBuilds = betweenBuilds;
    this.slack = slack;
  }

  /** The {@link Budget} attribute that declares it. */
  public String attribute() {
    return attribute;
  }

  /**
   * The key of a judgement of it as a whole: a figure of the run, or its statistic, of every
   * operation type where it is measured per type.
   */
  public Figure figure() {
    return switch (this) {
      case THROUGHPUT -> Figure.Run.THROUGHPUT;
      case CREEP -> Figure.Run.CREEP;
      case GC_SHARE -> Figure.Run.GC_SHARE;
      case GC_MAX_PAUSE -> Figure.Run.GC_MAX_PAUSE;
      default ->
          statistics.get(0).perOperation()
              ? new Figure.EveryOperation(statistics.get(0))
              : new Figure.Measured(MetricKey.of(statistics.get(0)));
    };
  }

  /** Which way it gets worse. */
  public FigureKind kind() {
    return kind;
  }

  /** Which decider reads it against a stored baseline. */
  public AgainstBaseline againstBaseline() {
    return againstBaseline;
  }

  /**
   * Which decider reads {@code statistic} of it against a stored baseline: a {@link
   * AgainstBaseline#FORKS} row's first statistic is kept per fork, its others are read as a rise.
   */
  public AgainstBaseline againstBaseline(Statistic statistic) {
    return againstBaseline == AgainstBaseline.FORKS && !statistics.get(0).equals(statistic)
        ? AgainstBaseline.RISE
        : againstBaseline;
  }

  /** Which decider reads it between two builds. */
  public BetweenBuilds betweenBuilds() {
    return betweenBuilds;
  }

  /** The statistics it reads, in the order they are judged; none for throughput and the limits. */
  public List<Statistic> statistics() {
    return statistics;
  }

  /** The figures {@code decider} reads against a stored baseline, in the table's order. */
  public static List<BudgetFigure> readAgainstBaseline(AgainstBaseline decider) {
    return Arrays.stream(values()).filter(f -> f.againstBaseline == decider).toList();
  }

  /** The figures compared between builds. */
  public static List<BudgetFigure> readBetweenBuilds() {
    return Arrays.stream(values()).filter(f -> f.betweenBuilds != BetweenBuilds.NONE).toList();
  }

  /** Which baselines can judge it. */
  public FigureScope scope() {
    return scope;
  }

  /**
   * The percentage {@code budget} declares for it, if it declares one; always empty for {@link
   * #GC_MAX_PAUSE}, which is a duration.
   */
  public OptionalDouble declaredPercent(Budget budget) {
    double value = declared.applyAsDouble(budget);
    return value == Budget.UNSET ? OptionalDouble.empty() : OptionalDouble.of(value);
  }

  /** The budget figure that reads {@code statistic}, if one does. */
  public static Optional<BudgetFigure> reading(Statistic statistic) {
    return Arrays.stream(values()).filter(f -> f.statistics.contains(statistic)).findFirst();
  }

  /**
   * The budget figure whose term a judgement of {@code figure} answers to, if any: the one whose
   * {@link #figure()} it is, or, for a statistic of one operation type, the one that reads it.
   */
  public static Optional<BudgetFigure> judging(Figure figure) {
    Optional<BudgetFigure> whole =
        Arrays.stream(values()).filter(f -> f.figure().equals(figure)).findFirst();
    if (whole.isPresent() || !(figure instanceof Figure.Measured measured)) {
      return whole;
    }
    return reading(measured.key().statistic());
  }

  /**
   * The absolute rise below which it never fails, in its statistic's unit, for a run of {@code
   * operations}, so that near-zero figures do not cry wolf.
   */
  public double slack(long operations) {
    return slack.applyAsDouble(operations);
  }

  /** A slack of {@code amount} over a whole run, per operation; infinite for a run of none. */
  private static double perRun(double amount, long operations) {
    return operations == 0 ? Double.POSITIVE_INFINITY : amount / operations;
  }

  /** The largest percentage it accepts, exclusive: a drop or a limit's share of at most 100 %. */
  double percentBelow() {
    return kind == FigureKind.RISE ? Double.MAX_VALUE : 100;
  }
}
