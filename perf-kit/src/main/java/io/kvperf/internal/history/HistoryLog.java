package io.kvperf.internal.history;

import io.kvperf.internal.build.GitHead;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.settings.HistorySettings;
import io.kvperf.result.ArmEstimate;
import io.kvperf.result.PerfResult;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * A run's history: where its points go, and which commit they are of. Made once per run, when the
 * history's directory is set and the run appends; each invocation then appends its points to its
 * contract's file.
 */
public final class HistoryLog {
  /** The kit's version where the class path names none (a build from source). */
  static final String UNRELEASED = "unreleased";

  private final Path directory;
  private final RunIdentity run;
  private final String kit;

  HistoryLog(Path directory, RunIdentity run, String kit) {
    this.directory = directory;
    this.run = run;
    this.kit = kit;
  }

  /**
   * The history this run appends to under {@code settings}, of the commit git names in {@code
   * workingDirectory} (or the settings name), at {@code clock}'s time; empty when the run keeps no
   * history or only reads it.
   *
   * @throws ExtensionConfigurationException when the run appends but no commit can be named
   */
  public static Optional<HistoryLog> of(
      HistorySettings settings, Path workingDirectory, Clock clock) {
    if (!settings.appends()) {
      return Optional.empty();
    }
    GitHead head =
        GitHead.of(workingDirectory, settings.commit(), settings.branch())
            .orElseThrow(
                () ->
                    new ExtensionConfigurationException(
                        HistorySettings.DIR
                            + " is set, but "
                            + settings
                                .commit()
                                .map(c -> "'" + c + "' names no commit")
                                .orElse(workingDirectory + " is in no git repository")
                            + ": the history's points name their commit; set "
                            + HistorySettings.COMMIT));
    return Optional.of(
        new HistoryLog(
            settings.directory().orElseThrow(),
            new RunIdentity(head.commit(), head.parent(), head.branch(), clock.millis()),
            kitVersion()));
  }

  /** The commit this run's points are of. */
  public RunIdentity run() {
    return run;
  }

  /**
   * Appends the points of {@code result}, judged under {@code budget}, of the plan whose
   * fingerprint is {@code plan}, to its contract's file; with the ratios of {@code estimates} where
   * {@code anchor} names the build they are against.
   *
   * @return the points appended
   */
  public List<HistoryPoint> append(
      PerfResult result,
      Budgets budget,
      String plan,
      List<ArmEstimate> estimates,
      Optional<String> anchor) {
    RunSetup setup = RunSetup.of(result.environment(), kit, plan);
    List<HistoryPoint> points = HistoryPoints.of(result, budget, estimates, anchor, run, setup);
    HistoryFile.of(directory, result.contract()).append(points);
    return points;
  }

  private static String kitVersion() {
    String version = HistoryLog.class.getPackage().getImplementationVersion();
    return version == null || version.isBlank() ? UNRELEASED : version;
  }
}
