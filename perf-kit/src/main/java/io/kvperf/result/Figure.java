package io.kvperf.result;

import io.kvperf.api.Operation;
import java.util.Objects;

/**
 * What a {@link Judgement} judged, as a key: one case per kind of figure, each knowing which way is
 * better and how reports name it. Deciders write a key and readers compare keys; the name, {@link
 * #label()}, is written only where a report is.
 *
 * <p>A {@link Measured} statistic is named by its {@link MetricKey#label()} ({@code get p99
 * latency}), a figure of the run as a whole by its {@link Run} ({@code throughput}), a ratio by
 * what it relates ({@code latency of get relative to put}).
 */
public sealed interface Figure {
  /** How reports name it, e.g. {@code throughput}, {@code get p99 latency}. */
  String label();

  /**
   * Whether a larger figure is better: throughput and the ratios a budget holds at least, not the
   * statistics, which are costs. True for what is no number: the baseline, a set of budgets, a
   * build.
   */
  boolean higherIsBetter();

  /**
   * A measured statistic, e.g. the p99 latency of gets; a cost, so smaller is better.
   *
   * @param key the statistic and, for one measured per operation type, the type
   */
  record Measured(MetricKey key) implements Figure {
    /** Checks the key is present. */
    public Measured {
      Objects.requireNonNull(key, "key");
    }

    @Override
    public String label() {
      return key.label();
    }

    @Override
    public boolean higherIsBetter() {
      return false;
    }
  }

  /**
   * A statistic measured per operation type, of every type at once, as one budget holds them: e.g.
   * {@code p99 latency}; a cost.
   *
   * @param statistic the statistic, one measured per operation type
   */
  record EveryOperation(Statistic statistic) implements Figure {
    /** Checks the statistic is measured per operation type. */
    public EveryOperation {
      if (!statistic.perOperation()) {
        throw new IllegalArgumentException(statistic + " is not measured per operation type");
      }
    }

    @Override
    public String label() {
      return statistic.label();
    }

    @Override
    public boolean higherIsBetter() {
      return false;
    }
  }

  /**
   * The mean latency of one operation type relative to another's, measured in the same forks.
   *
   * @param of the type whose latency is the numerator
   * @param to the type whose latency is the denominator
   */
  record OperationRatio(Operation of, Operation to) implements Figure {
    /** Checks both types are present. */
    public OperationRatio {
      Objects.requireNonNull(of, "of");
      Objects.requireNonNull(to, "to");
    }

    @Override
    public String label() {
      return "latency of " + of.metricName() + " relative to " + to.metricName();
    }

    @Override
    public boolean higherIsBetter() {
      return true;
    }
  }

  /**
   * Throughput relative to another engine's, measured in the same run.
   *
   * @param engine the other engine, e.g. {@code bdb-je}
   */
  record EngineRatio(String engine) implements Figure {
    /** Checks the engine is named. */
    public EngineRatio {
      Objects.requireNonNull(engine, "engine");
    }

    @Override
    public String label() {
      return "throughput relative to " + engine;
    }

    @Override
    public boolean higherIsBetter() {
      return true;
    }
  }

  /**
   * A build that was to be compared and could not run; reports name it as it was named.
   *
   * @param name the build, e.g. {@code org.rocksdb:rocksdbjni:10.10.1}
   */
  record Build(String name) implements Figure {
    /** Checks the build is named. */
    public Build {
      Objects.requireNonNull(name, "name");
    }

    @Override
    public String label() {
      return name;
    }

    @Override
    public boolean higherIsBetter() {
      return true;
    }
  }

  /** A figure of the run as a whole. */
  enum Run implements Figure {
    /** Operations per second. */
    THROUGHPUT("throughput", true),
    /** Throughput against the anchor build measured beside it: what crept in since the release. */
    CREEP("creep", true),
    /** The longest GC pause of a measured iteration, as a share of its limit. */
    GC_MAX_PAUSE("GC max pause", false),
    /** The share of wall time in GC pauses, as a share of its limit. */
    GC_SHARE("GC share of wall time", false);

    private final String label;
    private final boolean higherIsBetter;

    Run(String label, boolean higherIsBetter) {
      this.label = label;
      this.higherIsBetter = higherIsBetter;
    }

    @Override
    public String label() {
      return label;
    }

    @Override
    public boolean higherIsBetter() {
      return higherIsBetter;
    }
  }

  /**
   * The operation threads' costs per operation as a comparison of two builds names them, without
   * "in the operation threads": against a baseline the same statistics are {@link Measured}.
   */
  enum BetweenBuilds implements Figure {
    /** Heap bytes allocated per operation by the threads that issue the operations. */
    ALLOCATION("allocation per operation"),
    /** CPU time per operation of the threads that issue the operations. */
    CPU_TIME("CPU time per operation");

    private final String label;

    BetweenBuilds(String label) {
      this.label = label;
    }

    @Override
    public String label() {
      return label;
    }

    @Override
    public boolean higherIsBetter() {
      return false;
    }
  }

  /** What a judgement names when it judges no one figure. */
  enum Whole implements Figure {
    /** The stored baseline as a whole: recorded, or not. */
    BASELINE("baseline"),
    /** All of a contract's budgets against a baseline: with baselines off, or none to compare. */
    BUDGETS_AGAINST_BASELINE("budgets against a baseline"),
    /** The budgets a comparison of two builds would read, where this build ran alone. */
    BUDGETS_BETWEEN_BUILDS("budgets a comparison of builds reads");

    private final String label;

    Whole(String label) {
      this.label = label;
    }

    @Override
    public String label() {
      return label;
    }

    @Override
    public boolean higherIsBetter() {
      return true;
    }
  }
}
