package io.kvperf.internal.history;

import io.kvperf.result.Environment;
import java.util.Objects;

/**
 * What a history point was measured on and with: points of another machine, JDK or plan belong to
 * another series.
 *
 * @param machine the machine's fingerprint: OS, architecture, CPU model and cores
 * @param jdk the JVM the forks ran on
 * @param kit the kit's version
 * @param plan the fingerprint of the plan measured (workload, measurement, scale, JVM options)
 */
public record RunSetup(String machine, String jdk, String kit, String plan) {
  /** Checks every field is present. */
  public RunSetup {
    Objects.requireNonNull(machine, "machine");
    Objects.requireNonNull(jdk, "jdk");
    Objects.requireNonNull(kit, "kit");
    Objects.requireNonNull(plan, "plan");
  }

  /** The setup of a run on {@code environment} of the plan whose fingerprint is {@code plan}. */
  public static RunSetup of(Environment environment, String kit, String plan) {
    return new RunSetup(
        environment.os()
            + " "
            + environment.arch()
            + ", "
            + environment.cpuModel()
            + ", "
            + environment.cores()
            + " cores",
        environment.jvm(),
        kit,
        plan);
  }

  /** Whether a point of {@code other} belongs to the same series as one of this setup. */
  public boolean sameSeries(RunSetup other) {
    return machine.equals(other.machine) && jdk.equals(other.jdk) && plan.equals(other.plan);
  }
}
