package io.kvperf.internal.junit;

import io.kvperf.internal.store.BaselineFileException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A baseline the gate would never compare, as {@link BaselineAudit} finds it: a value, with {@link
 * #text()} the line a build shows for it.
 */
public sealed interface AuditFinding {

  /** The baseline file it is about. */
  Path file();

  /** The line a build shows for it, naming the file. */
  String text();

  /**
   * A file that cannot be read.
   *
   * @param cause why, with its typed problem
   */
  record Unreadable(BaselineFileException cause) implements AuditFinding {
    /** Checks the cause is present. */
    public Unreadable {
      Objects.requireNonNull(cause, "cause");
    }

    @Override
    public Path file() {
      return cause.file();
    }

    @Override
    public String text() {
      return cause.getMessage();
    }
  }

  /**
   * A file whose contract is invalid now.
   *
   * @param file the file
   * @param contract the contract it was recorded for
   * @param why what is invalid in it
   */
  record InvalidContract(Path file, String contract, String why) implements AuditFinding {
    /** Checks the values are present. */
    public InvalidContract {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(contract, "contract");
      Objects.requireNonNull(why, "why");
    }

    @Override
    public String text() {
      return file + ": its contract is invalid: " + why;
    }
  }

  /**
   * A file whose contract method is no longer on the class path: renamed or deleted.
   *
   * @param file the file
   * @param contract the contract it was recorded for
   */
  record Orphaned(Path file, String contract) implements AuditFinding {
    /** Checks the values are present. */
    public Orphaned {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(contract, "contract");
    }

    @Override
    public String text() {
      return file
          + ": no contract "
          + contract
          + " on the class path (renamed or deleted?); move or delete the file";
    }
  }

  /**
   * An entry of an engine no longer on the class path.
   *
   * @param file the file
   * @param engine the entry's engine
   */
  record EngineMissing(Path file, String engine) implements AuditFinding {
    /** Checks the values are present. */
    public EngineMissing {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(engine, "engine");
    }

    @Override
    public String text() {
      return file + ": engine '" + engine + "' is not on the class path";
    }
  }

  /**
   * An entry recorded under another plan than its contract's now: stale.
   *
   * @param file the file
   * @param engine the entry's engine
   * @param scale the entry's scale
   * @param recordedPlan the plan it was recorded under, as described
   * @param plannedNow the plan the contract makes now, as described
   */
  record Stale(Path file, String engine, String scale, String recordedPlan, String plannedNow)
      implements AuditFinding {
    /** Checks the values are present. */
    public Stale {
      Objects.requireNonNull(file, "file");
      Objects.requireNonNull(engine, "engine");
      Objects.requireNonNull(scale, "scale");
      Objects.requireNonNull(recordedPlan, "recordedPlan");
      Objects.requireNonNull(plannedNow, "plannedNow");
    }

    @Override
    public String text() {
      return file
          + ": the entry of "
          + engine
          + " at scale "
          + scale
          + " is stale; recorded under: "
          + recordedPlan
          + "; the contract now plans: "
          + plannedNow;
    }
  }
}
