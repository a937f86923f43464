package io.kvperf.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The measured result of one contract on one engine, as a contract method receives it.
 *
 * @param subject what was measured: the contract on the engine, at a scale
 * @param throughput operations per second, the engine's iterations of every fork pooled, as JMH
 *     reports several forks
 * @param metrics latency, GC, allocation, CPU, memory and disk, the forks' iterations pooled
 * @param forks what each fork measured, in order, with the reference's figures
 * @param platform where it was measured: the forked JVM's options and the machine
 */
public record PerfResult(
    Subject subject,
    ThroughputResult throughput,
    MetricsResult metrics,
    List<ForkResult> forks,
    Platform platform) {

  /**
   * What was measured.
   *
   * @param contract the contract id: the test class's binary name, '#', the method name
   * @param engine the engine id
   * @param engineOptions the engine's settings that matter for a fair comparison
   * @param scale the scale it ran at: {@code smoke}, {@code ci}, {@code full} or a factor
   * @param threads threads that issued operations
   */
  public record Subject(
      String contract,
      String engine,
      Map<String, String> engineOptions,
      String scale,
      int threads) {
    /** Checks every field is present and copies the options. */
    public Subject {
      Objects.requireNonNull(contract, "contract");
      Objects.requireNonNull(engine, "engine");
      engineOptions = Map.copyOf(engineOptions);
      Objects.requireNonNull(scale, "scale");
    }
  }

  /**
   * Where it was measured.
   *
   * @param forkJvmArgs the options the forked JVM was started with
   * @param environment the machine, its JVM and the JVM's flags
   */
  public record Platform(List<String> forkJvmArgs, Environment environment) {
    /** Checks the environment is present and copies the options. */
    public Platform {
      forkJvmArgs = List.copyOf(forkJvmArgs);
      Objects.requireNonNull(environment, "environment");
    }
  }

  /** Checks every field is present and copies the forks. */
  public PerfResult {
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(throughput, "throughput");
    Objects.requireNonNull(metrics, "metrics");
    forks = List.copyOf(forks);
    Objects.requireNonNull(platform, "platform");
  }

  /**
   * A result whose throughput and metrics are those of {@code forks}, pooled. Forks that ran beside
   * the CPU load of a baseline update ({@link ForkResult#besideLoad()}) are kept in {@link
   * #forks()} for the calibration, and left out of the pooled figures, which describe the machine
   * as a check finds it; unless every fork ran beside it.
   */
  public static PerfResult ofForks(Subject subject, List<ForkResult> forks, Platform platform) {
    if (forks.isEmpty()) {
      throw new IllegalArgumentException("a result needs at least one fork");
    }
    List<ForkResult> measured = alone(forks);
    List<Double> scores = new ArrayList<>();
    measured.forEach(fork -> scores.addAll(fork.throughput().iterationOpsPerSecond()));
    return new PerfResult(
        subject,
        new ThroughputResult(scores),
        MetricsResult.pooled(measured.stream().map(ForkResult::metrics).toList()),
        forks,
        platform);
  }

  /** The contract id: the test class's binary name, '#', the method name. */
  public String contract() {
    return subject.contract();
  }

  /** The engine id. */
  public String engine() {
    return subject.engine();
  }

  /** The engine's settings that matter for a fair comparison. */
  public Map<String, String> engineOptions() {
    return subject.engineOptions();
  }

  /** The scale it ran at: {@code smoke}, {@code ci}, {@code full} or a factor. */
  public String scale() {
    return subject.scale();
  }

  /** Threads that issued operations. */
  public int threads() {
    return subject.threads();
  }

  /** The options the forked JVM was started with. */
  public List<String> forkJvmArgs() {
    return platform.forkJvmArgs();
  }

  /** The machine it was measured on. */
  public Environment environment() {
    return platform.environment();
  }

  /**
   * The mean over the forks of each fork's median throughput, in ops/s; over the forks that ran
   * alone where some ran beside an update's load.
   */
  public double meanForkOpsPerSecond() {
    return alone(forks).stream().mapToDouble(ForkResult::opsPerSecond).average().orElse(Double.NaN);
  }

  /** The forks that ran without an update's load beside them, or all when none did. */
  private static List<ForkResult> alone(List<ForkResult> forks) {
    List<ForkResult> alone = forks.stream().filter(fork -> !fork.besideLoad()).toList();
    return alone.isEmpty() ? forks : alone;
  }

  /** This result with {@code more} forks after its own. */
  public PerfResult withMoreForks(List<ForkResult> more) {
    List<ForkResult> all = new ArrayList<>(forks);
    all.addAll(more);
    return ofForks(subject, all, platform);
  }
}
