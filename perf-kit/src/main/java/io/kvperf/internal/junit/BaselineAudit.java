package io.kvperf.internal.junit;

import io.kvperf.engine.EngineRegistry;
import io.kvperf.internal.decision.Budgets;
import io.kvperf.internal.gate.Detection;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.store.BaselineEntry;
import io.kvperf.internal.store.BaselineFileException;
import io.kvperf.internal.store.BaselineStore;
import io.kvperf.internal.store.GatedFigures;
import io.kvperf.internal.store.PlanFingerprint;
import io.kvperf.internal.store.StoredPlan;
import io.kvperf.result.Environment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Finds the baselines the gate would never compare ({@link AuditFinding}): files that cannot be
 * read (each its {@link BaselineFileException}), files whose contract method was renamed or deleted
 * (orphans), entries of an engine no longer on the class path, and entries recorded under another
 * plan than the contract's now (stale). A run only reports a stale entry when it meets it; the
 * audit reads them all, so that a test can keep a directory of baselines honest:
 *
 * <pre>{@code
 * assertThat(BaselineAudit.findings(Path.of("baselines"), getClass().getClassLoader())).isEmpty();
 * }</pre>
 *
 * <p>Plans are computed as a run without {@code kvperf.fork.jvmArgs} computes them.
 *
 * <p>It also counts the figures the baselines gate on a machine ({@link #gatedFigures}) and says
 * what a check can catch of each ({@link #detections}).
 */
public final class BaselineAudit {
  private BaselineAudit() {}

  /**
   * One line per finding among the baselines under {@code directory}, the contracts and engines
   * loaded from {@code loader}; empty when every entry can be compared. The lines of {@link
   * #audit}.
   */
  public static List<String> findings(Path directory, ClassLoader loader) {
    return audit(directory, loader).stream().map(AuditFinding::text).toList();
  }

  /**
   * Every finding among the baselines under {@code directory}, the contracts and engines loaded
   * from {@code loader}, as values, each once, in the order of the files; empty when every entry
   * can be compared.
   */
  public static List<AuditFinding> audit(Path directory, ClassLoader loader) {
    EngineRegistry registry = EngineRegistry.discover(loader);
    ContractLookup contracts = new ContractLookup(loader);
    Map<String, AuditFinding> findings = new LinkedHashMap<>();
    Consumer<AuditFinding> found = finding -> findings.putIfAbsent(finding.text(), finding);
    for (StoredPlan stored :
        new BaselineStore(directory)
            .storedPlans(unreadable -> found.accept(new AuditFinding.Unreadable(unreadable)))) {
      Optional<ContractDefinition> contract;
      try {
        contract = contracts.find(stored.contract());
      } catch (ExtensionConfigurationException e) {
        found.accept(
            new AuditFinding.InvalidContract(stored.file(), stored.contract(), e.getMessage()));
        continue;
      }
      if (contract.isEmpty()) {
        found.accept(new AuditFinding.Orphaned(stored.file(), stored.contract()));
      } else if (!registry.contains(stored.engine())) {
        found.accept(new AuditFinding.EngineMissing(stored.file(), stored.engine()));
      } else {
        staleness(directory, stored, contract.get(), registry).ifPresent(found);
      }
    }
    return new ArrayList<>(findings.values());
  }

  /** Whether {@code stored} was recorded under another plan than {@code contract} makes now. */
  private static Optional<AuditFinding> staleness(
      Path directory, StoredPlan stored, ContractDefinition contract, EngineRegistry registry) {
    KvPerfSettings settings =
        KvPerfSettings.parse(
            key ->
                key.equals(KvPerfSettings.SCALE) ? Optional.of(stored.scale()) : Optional.empty());
    PlanFingerprint plan =
        contract.plan(
            ContractExecution.run(
                contract, settings, registry.require(stored.engine()), directory.resolve("audit")));
    if (plan.hash().equals(stored.planFingerprint())) {
      return Optional.empty();
    }
    return Optional.of(
        new AuditFinding.Stale(
            stored.file(), stored.engine(), stored.scale(), stored.plan(), plan.description()));
  }

  /**
   * The figures the baselines under {@code directory} gate on {@code machine} at {@code scale}
   * ({@link GatedFigures}), their contracts loaded from {@code loader} and read as they declare
   * their budgets now; a contract that is gone or invalid gates nothing. The kit counts them once
   * per build, and each gated figure's boundary lies the further away the more there are.
   *
   * @throws BaselineFileException naming a baseline file that cannot be read
   */
  public static GatedFigures gatedFigures(
      Path directory, ClassLoader loader, Environment machine, String scale) {
    return GatedFigures.in(
        new BaselineStore(directory),
        machine,
        scale,
        new ContractLookup(loader)::budgets,
        unreadable -> {
          throw unreadable;
        });
  }

  /**
   * What a check can catch of each figure the baselines under {@code directory} gate ({@link
   * Detection#of(BaselineEntry, Budgets, int, GatedFigures)}): one per entry the gate would compare
   * on the machine that recorded it and figure its contract budgets now, for a check of the
   * contract's forks plus as many again, in a build that gates as many figures as those baselines
   * do on that machine at that scale ({@link #gatedFigures}). In the order of the files' paths,
   * then of their entries; a contract that is gone or invalid gates nothing, and a stale entry is
   * {@link #findings}' to report.
   *
   * @throws BaselineFileException naming a baseline file that cannot be read or parsed
   */
  public static List<EntryDetection> detections(Path directory, ClassLoader loader) {
    BaselineStore store = new BaselineStore(directory);
    Map<String, GatedFigures> gatedByMachine = new HashMap<>();
    List<EntryDetection> detections = new ArrayList<>();
    ContractLookup lookup = new ContractLookup(loader);
    List<String> contracts =
        store.storedPlans().stream().map(StoredPlan::contract).distinct().toList();
    for (String contractId : contracts) {
      Optional<ContractDefinition> contract = lookup.findValid(contractId);
      if (contract.isEmpty()) {
        continue;
      }
      int forks = contract.get().measurement().forks();
      for (BaselineEntry entry : store.entries(contractId)) {
        Environment machine = entry.key().environment();
        String scale = entry.key().scale();
        GatedFigures gated =
            gatedByMachine.computeIfAbsent(
                scale + " on " + machine.cpuModel() + ", " + machine.cores() + " cores",
                key -> gatedFigures(directory, loader, machine, scale));
        for (Detection detection :
            Detection.of(entry, contract.get().budgets().perFigure(), forks, gated)) {
          detections.add(
              new EntryDetection(
                  contractId, entry.key().engine(), scale, machine, forks, gated, detection));
        }
      }
    }
    return detections;
  }

  /**
   * What a check can catch of one figure of one stored entry.
   *
   * @param contract the contract id
   * @param engine the engine id
   * @param scale the scale the entry was measured at
   * @param machine the machine that recorded the entry, the only one the gate compares it on
   * @param forks the contract's forks per round; a check that does not pass early measures as many
   *     again
   * @param gated the figures gated on that machine at that scale, which set how many standard
   *     errors away the boundary lies at least
   * @param detection where the boundary lies and what a check catches
   */
  public record EntryDetection(
      String contract,
      String engine,
      String scale,
      Environment machine,
      int forks,
      GatedFigures gated,
      Detection detection) {}
}
