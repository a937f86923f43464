package io.kvperf.internal.store;

import io.kvperf.api.Operation;
import io.kvperf.internal.stats.Calibration;
import io.kvperf.internal.stats.ForkFigure;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/** The per-fork series the gate decides on, read from stored forks: throughput, and each p99. */
public final class Figures {
  private Figures() {}

  /**
   * The throughput series of {@code forks}, scored by paired iterations where every fork kept them
   * (see {@link StoredFork#throughput(boolean)}), else by the forks' medians.
   */
  public static List<ForkFigure> throughput(List<StoredFork> forks) {
    return throughput(forks, StoredFork.allPaired(forks));
  }

  /**
   * The throughput series of {@code forks}, scored by paired iterations when {@code paired}: so
   * that a check's forks are scored as its baseline's are.
   */
  public static List<ForkFigure> throughput(List<StoredFork> forks, boolean paired) {
    return forks.stream().map(fork -> fork.throughput(paired)).toList();
  }

  /** The p99 series of {@code operation}, if every fork has it. */
  public static Optional<List<ForkFigure>> p99(List<StoredFork> forks, Operation operation) {
    List<ForkFigure> figures = new ArrayList<>();
    for (StoredFork fork : forks) {
      Optional<ForkFigure> figure = fork.p99(operation);
      if (figure.isEmpty()) {
        return Optional.empty();
      }
      figures.add(figure.get());
    }
    return Optional.of(figures);
  }

  /** The operations with a p99 in every fork. */
  public static Set<Operation> p99Operations(List<StoredFork> forks) {
    Set<Operation> operations = EnumSet.noneOf(Operation.class);
    for (Operation operation : Operation.values()) {
      if (!forks.isEmpty() && p99(forks, operation).isPresent()) {
        operations.add(operation);
      }
    }
    return operations;
  }

  /** The calibration of every figure, by figure name, rounded as a file keeps it. */
  public static Map<String, Calibration> calibrate(List<StoredFork> forks) {
    Map<String, Calibration> calibrations = new TreeMap<>();
    if (forks.stream().filter(fork -> !fork.besideLoad()).count() < 2) {
      return calibrations;
    }
    calibrations.put(BaselineEntry.THROUGHPUT, Calibration.of(throughput(forks)).rounded());
    for (Operation operation : p99Operations(forks)) {
      calibrations.put(
          BaselineEntry.p99Figure(operation),
          Calibration.of(p99(forks, operation).get()).rounded());
    }
    return calibrations;
  }
}
