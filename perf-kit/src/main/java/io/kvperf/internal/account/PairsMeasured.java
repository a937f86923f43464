package io.kvperf.internal.account;

/** How the pairs of a comparison of two builds were measured. */
public enum PairsMeasured {
  /** Pairs of forks, each arm's figures taken against the reference measured in its fork. */
  FORKS_LESS_REFERENCE,
  /** Pairs of forks without a reference, their figures compared as they are. */
  FORKS_RAW,
  /**
   * Pairs of forks that took turns by iteration, each pair's throughput the median of its
   * iterations' ratios, each of A's iterations against the B iteration beside it.
   */
  FORKS_IN_TURNS,
  /** Forks that each ran both arms, alternating by iteration, each led by either arm. */
  ONE_JVM
}
