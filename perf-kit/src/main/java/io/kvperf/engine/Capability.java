package io.kvperf.engine;

/**
 * A feature an engine declares it honours. A workload that needs a capability the engine lacks is
 * skipped for that engine with the reason; a declared capability that is not honoured is a bug the
 * conformance kit reports.
 */
public enum Capability {
  /** {@link KvStore#scan} with {@link ScanDirection#ASCENDING}, in unsigned lexicographic order. */
  SCAN_ASCENDING,
  /**
   * {@link KvStore#scan} with {@link ScanDirection#DESCENDING}, in unsigned lexicographic order.
   */
  SCAN_DESCENDING,
  /** Data flushed and closed is still there when the store is reopened on the same directory. */
  PERSISTENT,
  /** {@link KvStore#read} lends a view of the value without copying it out. */
  ZERO_COPY_READS,
  /**
   * Two builds of the engine can run side by side in one JVM, each under a class loader of its own,
   * and measure fairly there: it keeps no state beyond its own classes'; a native library it loads
   * is loaded once per class loader (the JVM binds a library file to one loader, so the engine must
   * extract its library to a file of its own each time, as RocksDB's, LevelDB JNI's and LMDB's
   * loaders do); and an A/A comparison in one JVM does not favour the build that leads a fork (no
   * background threads working through the other build's turns), so that a comparison of two builds
   * measures both in each fork by default ({@code kvperf.compare.mode}, docs/ab.md). Where the two
   * arms' native libraries differ (an upgrade of the engine itself), they still run in forks: a
   * process binds some C++ symbols (GNU unique ones) once for every library it loads. The
   * conformance kit opens a second build beside the first and checks each keeps its own entries. An
   * engine that declares neither this nor {@link #SEPARATE_JVMS} is tried in one JVM, and kept
   * there only while the comparison's first forks show it fair.
   */
  SIDE_BY_SIDE,
  /**
   * Two builds of the engine must not share a JVM, so a comparison gives each a fork of its own
   * without trying one JVM first: measured unfair there (BDB JE's cleaner, checkpointer and evictor
   * threads work through the other build's turns), or known to share state a class loader cannot
   * keep apart.
   */
  SEPARATE_JVMS,
  /**
   * Where two builds of the engine run in a fork each, the two forks of a pair measure steadier one
   * after the other than both alive at once taking turns by iteration, so a comparison runs them in
   * sequence unless {@code kvperf.compare.mode} asks for turns: measured so (LevelDB JNI's forks
   * taking turns spread its pairs as much or more, and cost more, docs/ab.md).
   */
  FORKS_IN_SEQUENCE
}
