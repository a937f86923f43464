package io.kvperf.internal.account;

import io.kvperf.result.Environment;
import java.util.Objects;

/**
 * What a gate's result was measured as: its engine, scale and machine, closing the gate's account.
 *
 * @param engine the engine's id
 * @param scale the scale measured
 * @param environment the machine and runtime
 */
public record MeasuredOn(String engine, String scale, Environment environment) implements GateLine {
  /** Checks the values are present. */
  public MeasuredOn {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scale, "scale");
    Objects.requireNonNull(environment, "environment");
  }
}
