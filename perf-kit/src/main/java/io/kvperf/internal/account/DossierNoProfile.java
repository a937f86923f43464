package io.kvperf.internal.account;

import java.util.Objects;
import java.util.Optional;

/**
 * A regression dossier with no profile to compare.
 *
 * @param missing why the first pair's forks left none, as they noted it; empty when they did not
 */
public record DossierNoProfile(Optional<String> missing) implements ComparisonLine {
  /** Checks the reason is present, if empty. */
  public DossierNoProfile {
    Objects.requireNonNull(missing, "missing");
  }
}
