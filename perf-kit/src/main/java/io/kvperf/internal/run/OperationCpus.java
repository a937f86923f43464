package io.kvperf.internal.run;

import io.kvperf.internal.settings.ForkCpu;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The CPUs this process may run on, and the ones a pinned fork's operation threads take: fork
 * {@code i}'s thread {@code t} the CPU at place {@code i + t} of the list, round, so that both
 * forks of a pair (the same index) run on the same CPUs and the pairs take every CPU by turns.
 *
 * @param cpus the CPUs, in increasing order
 */
record OperationCpus(List<Integer> cpus) {
  private static final Path STATUS = Path.of("/proc/self/status");
  private static final String ALLOWED = "Cpus_allowed_list:";

  OperationCpus {
    cpus = List.copyOf(cpus);
    if (cpus.isEmpty()) {
      throw new IllegalArgumentException("no CPU");
    }
  }

  /**
   * The CPUs each operation thread of fork {@code index} of {@code run} pins itself to, by thread;
   * empty where the run's forks are not pinned, or where it has more threads than there are CPUs.
   */
  static List<Integer> of(ContractRun run, int index) {
    return run.forks().cpu() == ForkCpu.PINNED
        ? allowed().forFork(index, run.workload().threads())
        : List.of();
  }

  /**
   * The CPUs of fork {@code index}'s {@code threads} operation threads; empty where there are more
   * threads than CPUs, which pinning would crowd onto fewer cores than the machine has.
   */
  List<Integer> forFork(int index, int threads) {
    if (threads > cpus.size()) {
      return List.of();
    }
    return IntStream.range(0, threads).mapToObj(t -> cpus.get((index + t) % cpus.size())).toList();
  }

  /** The CPUs this process may run on, from Linux's status of it. */
  static OperationCpus allowed() {
    try {
      return Files.readAllLines(STATUS).stream()
          .filter(line -> line.startsWith(ALLOWED))
          .findFirst()
          .map(line -> parse(line.substring(ALLOWED.length())))
          .orElseThrow(() -> new IllegalStateException(STATUS + " has no " + ALLOWED));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the CPUs this process may run on", e);
    }
  }

  /** The CPUs of a list as Linux writes it, such as {@code 0-3,6,8-9}. */
  static OperationCpus parse(String list) {
    List<Integer> cpus = new ArrayList<>();
    for (String part : list.trim().split(",")) {
      String[] ends = part.trim().split("-");
      int first = Integer.parseInt(ends[0]);
      int last = ends.length > 1 ? Integer.parseInt(ends[1]) : first;
      IntStream.rangeClosed(first, last).forEach(cpus::add);
    }
    return new OperationCpus(cpus);
  }
}
