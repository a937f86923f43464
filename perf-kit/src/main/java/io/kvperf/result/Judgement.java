package io.kvperf.result;

import java.util.Objects;

/**
 * What one decider concluded of one figure: what was compared with what, the change with its
 * interval, the budget and the boundary it was held to, the step that decided, the verdict and why.
 * Every decider returns these (the stored-baseline gate, the comparison of two builds, the ratios
 * to another engine or operation, the absolute budgets), and every report is rendered from them.
 *
 * @param figure what was judged, e.g. {@link Figure.Run#THROUGHPUT}, the p99 latency of gets
 *     ({@link Figure.Measured}); it says which way is better and how reports name it
 * @param compared what the figure was compared with
 * @param change the figure over what it was compared with, with its interval; {@link Estimate#NONE}
 *     where nothing was compared
 * @param limits the budget, the boundary it was held to and the smallest change the run could
 *     catch, as ratios like {@code change}
 * @param step the step of the decision that concluded
 * @param conclusion the verdict on this figure and why
 */
public record Judgement(
    Figure figure,
    Compared compared,
    Estimate change,
    Limits limits,
    Step step,
    Conclusion conclusion) {

  /**
   * What a figure was compared with.
   *
   * @param basis the kind of thing it was compared with
   * @param against the particular thing compared with: the baseline's file, the other CPU, the
   *     other build, the other engine or operation type; empty where nothing was
   */
  public record Compared(Basis basis, String against) {
    /** Checks both are present. */
    public Compared {
      Objects.requireNonNull(basis, "basis");
      Objects.requireNonNull(against, "against");
    }
  }

  /**
   * The verdict on a figure and why.
   *
   * @param verdict the verdict
   * @param reason why
   * @param cause for {@link Reason#COULD_NOT_RUN}, the first line of why the build could not run
   *     (e.g. {@code java.lang.UnsatisfiedLinkError: … version `GLIBC_2.38' not found}); empty
   *     otherwise, and in reports written before it
   */
  public record Conclusion(Verdict verdict, Reason reason, String cause) {
    /** Checks the verdict and reason are present; a cause is one line. */
    public Conclusion {
      Objects.requireNonNull(verdict, "verdict");
      Objects.requireNonNull(reason, "reason");
      cause = cause == null ? "" : cause;
      if (cause.indexOf('\n') >= 0 || cause.indexOf('\r') >= 0) {
        throw new IllegalArgumentException("a judgement's cause is one line: " + cause);
      }
    }

    /** A conclusion without a cause, as every one but {@link Reason#COULD_NOT_RUN}'s. */
    public Conclusion(Verdict verdict, Reason reason) {
      this(verdict, reason, "");
    }
  }

  /** What a figure was compared with. */
  public enum Basis {
    /** The stored baseline of this engine, scale and machine. */
    BASELINE,
    /** A stored baseline of another CPU under the same JVM, flags and heap. */
    OTHER_CPU_BASELINE,
    /** Another build of the engine, measured in the same run (A against B). */
    OTHER_BUILD,
    /** Another engine, measured in the same run. */
    OTHER_ENGINE,
    /** Another operation type, measured in the same forks. */
    OTHER_OPERATION,
    /** A fixed limit, such as a longest GC pause. */
    LIMIT,
    /** Nothing: the figure was not compared. */
    NOTHING
  }

  /** The step of a decision that concluded. */
  public enum Step {
    /** Nothing was measured against a budget. */
    NONE,
    /** Decided on the forks measured first. */
    FIRST_LOOK,
    /** Decided after a confirmation round of fresh forks. */
    CONFIRMATION,
    /** Decided over pairs of measurements of two builds or engines. */
    PAIRS,
    /** Decided on the measured figures alone. */
    MEASURED
  }

  /**
   * A ratio with its interval; {@code NaN} where absent.
   *
   * @param ratio the estimate
   * @param low the interval's lower end
   * @param high the interval's upper end
   */
  public record Estimate(double ratio, double low, double high) {
    /** Nothing estimated. */
    public static final Estimate NONE = new Estimate(Double.NaN, Double.NaN, Double.NaN);

    /** A ratio measured without an interval. */
    public static Estimate of(double ratio) {
      return new Estimate(ratio, Double.NaN, Double.NaN);
    }

    /** Whether a ratio was estimated. */
    public boolean present() {
      return !Double.isNaN(ratio);
    }

    /** Whether it has an interval. */
    public boolean hasInterval() {
      return !Double.isNaN(low) && !Double.isNaN(high);
    }
  }

  /**
   * What a figure was held to, as ratios like its change; {@code NaN} where absent.
   *
   * @param budget the ratio the budget names, e.g. {@code 0.9} for a drop of 10 %
   * @param boundary the ratio beyond which the figure failed in this run (the budget, or wider
   *     where the calibration could not support it)
   * @param detectable the smallest change this run could have caught, as a ratio
   */
  public record Limits(double budget, double boundary, double detectable) {
    /** How often a change as large as {@link #detectable} is caught: four times in five. */
    public static final double DETECTION_POWER = 0.8;

    /** No budget. */
    public static final Limits NONE = new Limits(Double.NaN, Double.NaN, Double.NaN);

    /** A budget that is its own boundary. */
    public static Limits budget(double ratio) {
      return new Limits(ratio, ratio, Double.NaN);
    }
  }

  /** Checks the fields are present. */
  public Judgement {
    Objects.requireNonNull(figure, "figure");
    Objects.requireNonNull(compared, "compared");
    Objects.requireNonNull(change, "change");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(step, "step");
    Objects.requireNonNull(conclusion, "conclusion");
  }

  /**
   * A judgement of {@code figure} compared with {@code against} on {@code basis}, concluded with
   * {@code verdict} for {@code reason}, without a cause.
   */
  public Judgement(
      Figure figure,
      Compared compared,
      Estimate change,
      Limits limits,
      Step step,
      Verdict verdict,
      Reason reason) {
    this(figure, compared, change, limits, step, new Conclusion(verdict, reason));
  }

  /** What kind of thing the figure was compared with. */
  public Basis basis() {
    return compared.basis();
  }

  /** The particular thing the figure was compared with; empty where nothing was. */
  public String against() {
    return compared.against();
  }

  /** The verdict on this figure. */
  public Verdict verdict() {
    return conclusion.verdict();
  }

  /** Why. */
  public Reason reason() {
    return conclusion.reason();
  }

  /**
   * For {@link Reason#COULD_NOT_RUN}, the first line of why the build could not run; else empty.
   */
  public String cause() {
    return conclusion.cause();
  }

  /**
   * {@code build} failed because it could not run against {@code against} (the build it was to be
   * compared with), for {@code failure}, whose message's first line is kept as the cause.
   */
  public static Judgement couldNotRun(String build, String against, Throwable failure) {
    String message = failure.getMessage() == null ? "" : failure.getMessage().strip();
    String firstLine = message.lines().findFirst().orElse("").strip();
    return new Judgement(
        new Figure.Build(build),
        new Compared(Basis.OTHER_BUILD, against),
        Estimate.NONE,
        Limits.NONE,
        Step.NONE,
        new Conclusion(
            Verdict.FAILED,
            Reason.COULD_NOT_RUN,
            firstLine.isEmpty() ? failure.getClass().getName() : firstLine));
  }

  /** A figure not compared with anything, for {@code reason}. */
  public static Judgement notChecked(Figure figure, String against, Reason reason) {
    return unmeasured(figure, against, Verdict.NOT_CHECKED, reason);
  }

  /** A figure given {@code verdict} for {@code reason} without a measured change. */
  public static Judgement unmeasured(
      Figure figure, String against, Verdict verdict, Reason reason) {
    return new Judgement(
        figure,
        new Compared(Basis.NOTHING, against),
        Estimate.NONE,
        Limits.NONE,
        Step.NONE,
        verdict,
        reason);
  }

  /** This judgement, compared with {@code against} on {@code basis}. */
  public Judgement withBasis(Basis basis, String against) {
    return new Judgement(figure, new Compared(basis, against), change, limits, step, conclusion);
  }
}
