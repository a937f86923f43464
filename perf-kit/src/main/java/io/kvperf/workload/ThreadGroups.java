package io.kvperf.workload;

import io.kvperf.api.Operation;
import java.util.List;

/**
 * The threads of a workload by group, in thread order: the declared groups, or one group named
 * {@value WorkloadSpec#ALL_THREADS} of every thread when none were declared.
 */
public final class ThreadGroups {
  private final List<GroupSpec> all;
  private final boolean declared;
  private final int threads;

  ThreadGroups(OperationMix mix, int threads, List<GroupSpec> groups) {
    this.declared = !groups.isEmpty();
    this.all = declared ? groups : List.of(new GroupSpec(WorkloadSpec.ALL_THREADS, threads, mix));
    this.threads = threads;
  }

  /** The groups, in thread order. */
  public List<GroupSpec> all() {
    return all;
  }

  /** The mix of every group. */
  public List<OperationMix> mixes() {
    return all.stream().map(GroupSpec::mix).toList();
  }

  /** Whether any thread runs {@code operation}. */
  public boolean runs(Operation operation) {
    return all.stream().anyMatch(g -> g.mix().percent(operation) > 0);
  }

  /** The index in {@link #all()} of thread {@code threadIndex}'s group. */
  public int groupOf(int threadIndex) {
    if (threadIndex < 0 || threadIndex >= threads) {
      throw new IllegalArgumentException(
          "thread index " + threadIndex + " outside 0.." + (threads - 1));
    }
    int first = 0;
    for (int group = 0; group < all.size(); group++) {
      first += all.get(group).threads();
      if (threadIndex < first) {
        return group;
      }
    }
    throw new IllegalStateException("unreachable: the groups hold every thread");
  }

  /** The mix of thread {@code threadIndex}. */
  public OperationMix mixOf(int threadIndex) {
    return all.get(groupOf(threadIndex)).mix();
  }

  /**
   * The mix, or each declared group's, in words: {@code mix @Mix(…)} or {@code groups writer (1
   * thread) @Mix(…), …}.
   */
  public String describe() {
    if (!declared) {
      return "mix " + all.get(0).mix().describe();
    }
    return "groups "
        + String.join(
            ", ",
            all.stream()
                .map(
                    g ->
                        g.name()
                            + " ("
                            + g.threads()
                            + (g.threads() == 1 ? " thread) " : " threads) ")
                            + g.mix().describe())
                .toList());
  }
}
