package io.kvperf.workload;

/**
 * What the generators must produce in every JVM, pinned once (seen identical on JDK 17 and JDK 25).
 * A change here changes every workload's keys or choices: it invalidates every stored baseline.
 */
final class GoldenBytes {
  /** Key 12,345 of 16-byte keys, seed 324432: the index in 8 bytes, then seeded filler. */
  static final String KEY_12345 = "0000000000003039a1d7dc6994c336f5";

  /** Value of key 12,345 of 20-byte values at version 0: the version in 8 bytes, then payload. */
  static final String VALUE_12345 = "0000000000000000527f69dfa707bb70ca5b7a13";

  /** The first operations of thread 0, 1,000 keys, 50 % gets, 50 % updates, seed 324432. */
  static final String[] FIRST_OPERATIONS = {
    "GET:876", "UPDATE:362@1099511627777", "GET:728", "UPDATE:581@1099511627778"
  };

  private GoldenBytes() {}
}
