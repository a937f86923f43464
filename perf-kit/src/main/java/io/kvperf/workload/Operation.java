package io.kvperf.workload;

/** The type of one operation of a workload. */
public enum Operation {
  /** Read a preloaded key and check its value. */
  GET,
  /** Overwrite a preloaded key with its value. */
  PUT
}
