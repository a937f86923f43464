package io.kvperf.result;

/**
 * What collection a stop-the-world GC pause belonged to, as the collector tells JFR: G1, Parallel
 * and Serial tell young collections from full ones, and G1 its mixed collections and the pauses of
 * its concurrent marking cycle.
 */
public enum GcPauseKind {
  /** A young collection: G1's normal or concurrent-start young pauses, Parallel's, Serial's. */
  YOUNG,
  /** A G1 mixed collection: young regions and some old ones. */
  MIXED,
  /** A full collection of the whole heap, every thread stopped. */
  FULL,
  /**
   * A pause of a concurrent cycle: G1's remark and cleanup, ZGC's and Shenandoah's short pauses.
   */
  CONCURRENT_CYCLE,
  /** A collection JFR did not name, or one this kit does not know. */
  OTHER
}
