package io.kvperf.internal.pairs;

import io.kvperf.api.Operation;
import io.kvperf.internal.account.PairsMeasured;
import io.kvperf.result.ForkResult;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PerfResult;
import io.kvperf.result.Statistic;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * The pairs a comparison of two arms decides on: one {@code ln(A / B)} per pair for throughput, for
 * each operation's p99 and for the operation threads' CPU time per operation, and each pair's
 * allocation per operation of both arms.
 *
 * @param how how the pairs were measured
 * @param throughput each pair's log ratio of throughput
 * @param p99 each pair's log ratio of p99, by operation, for the operations both arms timed
 * @param allocation each pair's heap bytes allocated per operation by the operation threads, A's
 *     then B's ({@code NaN} where a fork could not tell)
 * @param cpuPerOp each pair's log ratio of the operation threads' CPU time per operation ({@code
 *     NaN} where a fork could not tell); empty where it was not recorded
 * @param aLed for each pair, whether arm A led it (in one JVM: its store opened first, its turns
 *     first), so that the throughput and p99 figures fit the lead as a term of their own; empty
 *     where no lead is recorded
 * @param measured each pair's log ratio of each statistic measured by name ({@link
 *     Statistic#measuredByName()}), for the statistics every fork of both arms recorded
 */
public record ArmPairs(
    PairsMeasured how,
    List<Double> throughput,
    Map<Operation, List<Double>> p99,
    List<double[]> allocation,
    List<Double> cpuPerOp,
    List<Boolean> aLed,
    Map<Statistic, List<Double>> measured) {
  /** Copies the lists. */
  public ArmPairs {
    measured = Collections.unmodifiableMap(new LinkedHashMap<>(measured));
    throughput = List.copyOf(throughput);
    cpuPerOp = List.copyOf(cpuPerOp);
    p99 = Collections.unmodifiableMap(new LinkedHashMap<>(p99));
    allocation = allocation.stream().map(double[]::clone).toList();
    aLed = List.copyOf(aLed);
    if (!aLed.isEmpty() && aLed.size() != throughput.size()) {
      throw new IllegalArgumentException(
          throughput.size() + " pairs but " + aLed.size() + " leads recorded");
    }
  }

  /** Pairs with no lead recorded. */
  public ArmPairs(
      PairsMeasured how,
      List<Double> throughput,
      Map<Operation, List<Double>> p99,
      List<double[]> allocation) {
    this(how, throughput, p99, allocation, List.of(), List.of(), Map.of());
  }

  /** Whether every pair measured both arms' CPU time per operation. */
  public boolean cpuPerOpMeasured() {
    return !cpuPerOp.isEmpty() && cpuPerOp.stream().noneMatch(ratio -> Double.isNaN(ratio));
  }

  /** How many pairs. */
  public int count() {
    return throughput.size();
  }

  /**
   * Pairs of forks, A's and B's paired by index. With references, a p99 is divided by the
   * reference's, and each fork's throughput is scored by iteration against the reference iteration
   * beside it ({@link ForkResult#iterationScore}); without, the forks' figures are compared as they
   * are.
   */
  public static ArmPairs ofForks(PerfResult a, PerfResult b) {
    int pairs = Math.min(a.forks().size(), b.forks().size());
    boolean referenced = a.forks().get(0).hasReference() && b.forks().get(0).hasReference();
    List<Double> throughput = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      ForkResult forkA = a.forks().get(i);
      ForkResult forkB = b.forks().get(i);
      throughput.add(
          referenced
              ? forkA.iterationScore() - forkB.iterationScore()
              : Math.log(forkA.opsPerSecond() / forkB.opsPerSecond()));
    }
    Map<Operation, List<Double>> p99 = new LinkedHashMap<>();
    for (Operation operation : Operation.values()) {
      if (Double.isNaN(a.forks().get(0).p99Nanos(operation))
          || Double.isNaN(b.forks().get(0).p99Nanos(operation))) {
        continue;
      }
      List<Double> ratios = new ArrayList<>();
      for (int i = 0; i < pairs; i++) {
        ratios.add(
            logRatio(a.forks().get(i), b.forks().get(i), fork -> fork.p99Nanos(operation))
                - (referenced
                    ? logRatio(
                        a.forks().get(i),
                        b.forks().get(i),
                        fork -> fork.referenceP99Nanos(operation))
                    : 0));
      }
      p99.put(operation, ratios);
    }
    List<double[]> allocation = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      allocation.add(
          new double[] {
            a.forks().get(i).metrics().operationAllocationPerOpBytes(),
            b.forks().get(i).metrics().operationAllocationPerOpBytes()
          });
    }
    List<Double> cpuPerOp = new ArrayList<>();
    for (int i = 0; i < pairs; i++) {
      ForkResult forkA = a.forks().get(i);
      ForkResult forkB = b.forks().get(i);
      cpuPerOp.add(
          referenced
              ? forkA.cpuPerOpScore() - forkB.cpuPerOpScore()
              : Math.log(
                  forkA.metrics().operationCpuPerOpNanos()
                      / forkB.metrics().operationCpuPerOpNanos()));
    }
    return new ArmPairs(
        referenced ? PairsMeasured.FORKS_LESS_REFERENCE : PairsMeasured.FORKS_RAW,
        throughput,
        p99,
        allocation,
        cpuPerOp,
        List.of(),
        measured(pairs, i -> a.forks().get(i).metrics(), i -> b.forks().get(i).metrics()));
  }

  /**
   * Pairs of forks that took turns by iteration, A's and B's paired by index: each pair's
   * throughput and its operation threads' CPU time per operation are each the median, over its
   * measured iterations, of {@code ln(A / B)} of each of A's iterations against the B iteration
   * beside it (milliseconds apart, so that what the machine does to both cancels); the other
   * figures as {@link #ofForks} compares them.
   */
  public static ArmPairs ofForksInTurns(PerfResult a, PerfResult b) {
    ArmPairs forks = ofForks(a, b);
    List<Double> throughput = new ArrayList<>();
    List<Double> cpuPerOp = new ArrayList<>();
    for (int i = 0; i < forks.count(); i++) {
      ForkResult forkA = a.forks().get(i);
      ForkResult forkB = b.forks().get(i);
      throughput.add(
          ForkResult.medianLogRatio(
              forkA.throughput().iterationOpsPerSecond(),
              forkB.throughput().iterationOpsPerSecond()));
      cpuPerOp.add(
          ForkResult.medianLogRatio(
              forkA.metrics().iterations().stream()
                  .map(IterationMetrics::operationCpuPerOpNanos)
                  .toList(),
              forkB.metrics().iterations().stream()
                  .map(IterationMetrics::operationCpuPerOpNanos)
                  .toList()));
    }
    return new ArmPairs(
        PairsMeasured.FORKS_IN_TURNS,
        throughput,
        forks.p99(),
        forks.allocation(),
        cpuPerOp,
        forks.aLed(),
        forks.measured());
  }

  /**
   * The forks of one JVM each that measured both arms, B in the reference's turns: each fork is a
   * pair, its throughput scored by iteration ({@link ForkResult#iterationScore}), its p99s divided;
   * {@code aLed} says for each fork whether A led it.
   */
  public static ArmPairs inOneJvm(PerfResult both, List<Boolean> aLed) {
    List<Double> throughput = new ArrayList<>();
    both.forks().forEach(fork -> throughput.add(fork.iterationScore()));
    Map<Operation, List<Double>> p99 = new LinkedHashMap<>();
    for (Operation operation : Operation.values()) {
      if (Double.isNaN(both.forks().get(0).p99Nanos(operation))) {
        continue;
      }
      p99.put(
          operation,
          both.forks().stream()
              .map(fork -> Math.log(fork.p99Nanos(operation) / fork.referenceP99Nanos(operation)))
              .toList());
    }
    List<double[]> allocation =
        both.forks().stream()
            .map(
                fork ->
                    new double[] {
                      fork.metrics().operationAllocationPerOpBytes(),
                      fork.referenceMetrics().operationAllocationPerOpBytes()
                    })
            .toList();
    return new ArmPairs(
        PairsMeasured.ONE_JVM,
        throughput,
        p99,
        allocation,
        both.forks().stream().map(ForkResult::cpuPerOpScore).toList(),
        aLed,
        measured(
            both.forks().size(),
            i -> both.forks().get(i).metrics(),
            i -> both.forks().get(i).referenceMetrics()));
  }

  /**
   * Each pair's log ratio, A over B, of each statistic measured by name that every fork of both
   * arms recorded; {@code a} and {@code b} give the metrics of pair {@code i}'s arms.
   */
  private static Map<Statistic, List<Double>> measured(
      int pairs, IntFunction<MetricsResult> a, IntFunction<MetricsResult> b) {
    Map<Statistic, List<Double>> measured = new LinkedHashMap<>();
    for (Statistic statistic : Statistic.measuredByName()) {
      List<Double> ratios = new ArrayList<>();
      for (int i = 0; i < pairs; i++) {
        OptionalDouble valueA = a.apply(i).measuredPerSecond(statistic);
        OptionalDouble valueB = b.apply(i).measuredPerSecond(statistic);
        if (valueA.isEmpty() || valueB.isEmpty()) {
          break;
        }
        // A time per second may be zero (no safepoint in a short fork): a nanosecond per second is
        // the floor, as a byte is allocation's.
        ratios.add(Math.log(Math.max(valueA.getAsDouble(), 1) / Math.max(valueB.getAsDouble(), 1)));
      }
      if (pairs > 0 && ratios.size() == pairs) {
        measured.put(statistic, ratios);
      }
    }
    return measured;
  }

  private static double logRatio(ForkResult a, ForkResult b, ToDoubleFunction<ForkResult> value) {
    return Math.log(value.applyAsDouble(a) / value.applyAsDouble(b));
  }
}
