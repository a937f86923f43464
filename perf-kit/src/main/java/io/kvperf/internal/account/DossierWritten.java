package io.kvperf.internal.account;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A regression dossier written, and what its profiled pairs cost.
 *
 * @param file the dossier's {@code dossier.md}
 * @param cost what its profiled pairs cost
 */
public record DossierWritten(Path file, DossierCost cost) implements ComparisonLine {
  /** Checks the values are present. */
  public DossierWritten {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(cost, "cost");
  }
}
