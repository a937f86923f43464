package io.kvperf.internal.account;

import java.util.Objects;

/**
 * The machine-independent figures were compared with a baseline recorded on another CPU under the
 * same JVM, flags and heap.
 *
 * @param cpuModel the CPU the baseline was recorded on
 */
public record OtherCpuBaseline(String cpuModel) implements GateLine {
  /** Checks the CPU is named. */
  public OtherCpuBaseline {
    Objects.requireNonNull(cpuModel, "cpuModel");
  }
}
