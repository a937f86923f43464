package io.kvperf.internal.account;

/** Which way a figure judged against its calibrated baseline gets worse. */
public enum Worsening {
  /** Throughput: worse when it drops. */
  DROP,
  /** A p99 latency: worse when it rises. */
  RISE
}
