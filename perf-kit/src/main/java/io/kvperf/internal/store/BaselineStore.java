package io.kvperf.internal.store;

import io.kvperf.internal.store.BaselineFileException.Problem;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The baseline files under one directory: {@code <dir>/<contract class>/<method>.json}, pretty JSON
 * with sorted keys and figures rounded to six significant digits, so that an update is a readable
 * diff ({@link BaselineJson}). Every figure the gate reads is checked when a file is read ({@link
 * EntryFigureCheck}); a file that cannot be read is an error naming it and how to repair it, and is
 * never overwritten. An update holds the file's lock across its read and write ({@link
 * LockedBaselineFile}), and writes are durable and atomic ({@link BaselineFile}).
 */
public final class BaselineStore {
  private static final String SUFFIX = ".json";

  private final Path directory;
  private final PrintStream console;

  /** The baselines under {@code directory}, which need not exist yet. */
  public BaselineStore(Path directory) {
    this(directory, System.out);
  }

  /**
   * The baselines under {@code directory}; an update waiting for another's says so on {@code
   * console}.
   */
  public BaselineStore(Path directory, PrintStream console) {
    this.directory = directory;
    this.console = console;
  }

  /** The file that holds the baselines of {@code contractId} ({@code class#method}). */
  public Path fileOf(String contractId) {
    if (!wellFormed(contractId)) {
      throw new IllegalArgumentException("malformed contract id '" + contractId + "'");
    }
    int hash = contractId.indexOf('#');
    return directory
        .resolve(contractId.substring(0, hash))
        .resolve(contractId.substring(hash + 1) + SUFFIX);
  }

  private static boolean wellFormed(String contractId) {
    int hash = contractId.indexOf('#');
    return hash > 0
        && hash < contractId.length() - 1
        && !contractId.contains("/")
        && !contractId.contains("\\")
        && !contractId.contains("..");
  }

  /**
   * Every entry of every baseline file under the directory, with its contract and plan: what an
   * audit needs to find files whose contract is gone and entries whose plan changed.
   *
   * @throws BaselineFileException naming a file that cannot be read or parsed
   */
  public List<StoredPlan> storedPlans() {
    return storedPlans(
        unreadable -> {
          throw unreadable;
        });
  }

  /**
   * Every entry of every baseline file under the directory that can be read, with its contract and
   * plan; each file that cannot is handed to {@code unreadable}.
   */
  public List<StoredPlan> storedPlans(Consumer<BaselineFileException> unreadable) {
    List<StoredPlan> plans = new ArrayList<>();
    for (BaselineDocument document : documents(unreadable)) {
      Path file = fileOf(document.contract());
      document
          .entries()
          .forEach(
              e ->
                  plans.add(
                      new StoredPlan(
                          file,
                          document.contract(),
                          e.key().engine(),
                          e.key().scale(),
                          e.measuredUnder().fingerprint(),
                          e.measuredUnder().description())));
    }
    return plans;
  }

  /**
   * Every baseline file under the directory that can be read, in the order of their paths; each
   * that cannot, or that lies where no contract's file does, is handed to {@code unreadable}.
   * Temporary and lock files are not baseline files.
   *
   * @throws BaselineFileException when the directory cannot be listed
   */
  List<BaselineDocument> documents(Consumer<BaselineFileException> unreadable) {
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    List<Path> paths;
    try (Stream<Path> files = Files.walk(directory, 2)) {
      paths =
          files
              .filter(f -> f.getFileName().toString().endsWith(SUFFIX) && Files.isRegularFile(f))
              .sorted()
              .toList();
    } catch (IOException e) {
      throw new BaselineFileException(
          directory, Problem.UNREADABLE, "cannot list the baselines in " + directory + ": " + e, e);
    }
    List<BaselineDocument> documents = new ArrayList<>();
    for (Path file : paths) {
      try {
        file(file).read().ifPresent(documents::add);
      } catch (BaselineFileException e) {
        unreadable.accept(e);
      }
    }
    return documents;
  }

  /** The baseline file at {@code path} under the directory, if it lies where a contract's does. */
  private BaselineFile file(Path path) {
    String name = path.getFileName().toString();
    String contractId =
        path.getParent().getFileName() + "#" + name.substring(0, name.length() - SUFFIX.length());
    if (!directory.equals(path.getParent().getParent()) || !wellFormed(contractId)) {
      throw new BaselineFileException(
          path,
          Problem.MISPLACED,
          "the file "
              + path
              + " is not where a baseline lives ("
              + directory
              + "/<contract class>/<method>.json), so it was not read; move it to its contract's"
              + " file, or delete it",
          null);
    }
    return new BaselineFile(path, contractId);
  }

  /**
   * The entries of {@code contractId}'s file, sorted by engine, scale and machine; empty when it
   * has no file.
   *
   * @throws BaselineFileException naming a file that cannot be read or parsed
   */
  public List<BaselineEntry> entries(String contractId) {
    return read(contractId).map(BaselineDocument::entries).orElse(List.of());
  }

  /**
   * Reads and checks {@code contractId}'s file, if it has one, so that a contract whose file is
   * invalid fails before its forks are measured.
   *
   * @throws BaselineFileException naming the file, what is wrong with it and how to repair it
   */
  public void requireReadable(String contractId) {
    read(contractId);
  }

  /** The stored entry of {@code result}'s contract for its engine, scale and machine, if any. */
  public Optional<BaselineEntry> find(PerfResult result) {
    return read(result.contract())
        .flatMap(
            document ->
                document.entries().stream()
                    .filter(e -> e.key().equals(EntryKey.of(result)))
                    .findFirst());
  }

  /**
   * The stored entries of {@code result}'s contract for its engine and scale on other machines that
   * run the same JVM the same way ({@link io.kvperf.result.Environment#sameRuntime}).
   */
  public List<BaselineEntry> findOnOtherMachines(PerfResult result) {
    return read(result.contract())
        .map(
            document ->
                document.entries().stream()
                    .filter(e -> e.key().onAnotherMachine(EntryKey.of(result)))
                    .toList())
        .orElse(List.of());
  }

  /**
   * Holds {@code contractId}'s file for an update, until closed: its lock taken, its document read
   * and checked.
   *
   * @throws BaselineFileException when the file is invalid (it is never overwritten) or its lock
   *     cannot be taken
   */
  public LockedBaselineFile lock(String contractId) {
    return LockedBaselineFile.lock(
        new BaselineFile(fileOf(contractId), contractId), LockedBaselineFile.LOCK_WAIT, console);
  }

  /**
   * Stores {@code entry} as the baseline of {@code contractId} for its engine, scale and machine,
   * keeping the other entries of the file, under the file's lock.
   */
  public void write(String contractId, BaselineEntry entry) {
    try (LockedBaselineFile file = lock(contractId)) {
      file.write(entry);
    }
  }

  private Optional<BaselineDocument> read(String contractId) {
    return new BaselineFile(fileOf(contractId), contractId).read();
  }
}
