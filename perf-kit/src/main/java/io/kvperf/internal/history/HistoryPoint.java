package io.kvperf.internal.history;

import java.util.Objects;
import java.util.Optional;

/**
 * One figure of one engine under one contract, as one run measured it: a point of that series.
 *
 * @param contract the contract's id
 * @param engine the engine's id
 * @param figure the figure's stored name, as baselines name it (e.g. {@code throughput}, {@code
 *     latency.get.p99Nanos})
 * @param run the commit and time of the run
 * @param setup the machine, JDK, kit and plan of the run
 * @param estimate the figure as the run's forks measured it
 * @param anchor the figure against the anchor build measured in the same run, if one ran
 */
public record HistoryPoint(
    String contract,
    String engine,
    String figure,
    RunIdentity run,
    RunSetup setup,
    FigureEstimate estimate,
    Optional<AnchorRatio> anchor) {
  /** Checks every field is present. */
  public HistoryPoint {
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(run, "run");
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(estimate, "estimate");
    Objects.requireNonNull(anchor, "anchor");
  }

  /** The series this point belongs to: contract, engine, figure and setup. */
  public SeriesKey series() {
    return new SeriesKey(contract, engine, figure, setup.machine(), setup.jdk(), setup.plan());
  }
}
