package io.kvperf.internal.junit;

import io.kvperf.api.ReadMode;
import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.workload.WorkloadSpec;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Why an invocation of a contract on an engine is skipped, as a value: the run's engine filter left
 * the engine out, or the engine lacks a capability the workload needs. {@link #reason()} is the
 * sentence JUnit and the reports show.
 */
sealed interface SkipReason {

  /** The reason as JUnit and the reports show it. */
  String reason();

  /**
   * Why {@code engine} is skipped for {@code workload} in a run that selected {@code selected}
   * engines (all when empty); empty when it runs.
   */
  static Optional<SkipReason> of(WorkloadSpec workload, KvEngine engine, List<String> selected) {
    if (!selected.isEmpty() && !selected.contains(engine.id())) {
      return Optional.of(new NotSelected(engine.id(), selected));
    }
    Set<Capability> missing = EnumSet.noneOf(Capability.class);
    missing.addAll(workload.requiredCapabilities());
    missing.removeAll(engine.capabilities());
    if (missing.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new LacksCapabilities(
            engine.id(), missing, workload.threadGroups().describe(), workload.readMode()));
  }

  /**
   * The engine is not among those the run selected ({@code kvperf.engines}).
   *
   * @param engine the engine's id
   * @param selected the engines the run selected
   */
  record NotSelected(String engine, List<String> selected) implements SkipReason {
    /** Checks the engine is named and copies the list. */
    public NotSelected {
      Objects.requireNonNull(engine, "engine");
      selected = List.copyOf(selected);
    }

    @Override
    public String reason() {
      return "engine '" + engine + "' is not among " + KvPerfSettings.ENGINES + " " + selected;
    }
  }

  /**
   * The engine lacks capabilities the workload needs.
   *
   * @param engine the engine's id
   * @param missing the capabilities it lacks, in their declared order
   * @param threadGroups the workload's threads and mixes, as described to the reader
   * @param readMode the workload's read mode
   */
  record LacksCapabilities(
      String engine, Set<Capability> missing, String threadGroups, ReadMode readMode)
      implements SkipReason {
    /** Checks the values are present and keeps the capabilities in their declared order. */
    public LacksCapabilities {
      Objects.requireNonNull(engine, "engine");
      missing = missing.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(missing));
      Objects.requireNonNull(threadGroups, "threadGroups");
      Objects.requireNonNull(readMode, "readMode");
    }

    @Override
    public String reason() {
      return "engine '"
          + engine
          + "' lacks "
          + missing
          + ", which the workload needs ("
          + threadGroups
          + ", read mode "
          + readMode
          + ")";
    }
  }
}
