package io.kvperf.internal.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.kvperf.result.PerfResult;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The baseline files under one directory: {@code <dir>/<contract class>/<method>.json}, pretty JSON
 * with sorted keys and figures rounded to six significant digits, so that an update is a readable
 * diff. Writes go to a temporary file that is then moved over the old one, so a file is never left
 * half written; a file that cannot be read is an error, and is never overwritten.
 */
public final class BaselineStore {
  private static final MathContext SIGNIFICANT_DIGITS = new MathContext(6);
  private static final ObjectMapper JSON =
      JsonMapper.builder()
          .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
          .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          // Entries written by older versions carry figures this one no longer reads; they are
          // stale (no forks kept), never compared, and rewritten by the next update.
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .build();
  private static final ObjectWriter WRITER =
      JSON.writer(
          new DefaultPrettyPrinter()
              .withObjectIndenter(new DefaultIndenter("  ", "\n"))
              .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE.withLinefeed("\n")));

  private final Path directory;

  /** The baselines under {@code directory}, which need not exist yet. */
  public BaselineStore(Path directory) {
    this.directory = directory;
  }

  /** The file that holds the baselines of {@code contractId} ({@code class#method}). */
  public Path fileOf(String contractId) {
    int hash = contractId.indexOf('#');
    if (hash <= 0
        || hash == contractId.length() - 1
        || contractId.contains("/")
        || contractId.contains("\\")
        || contractId.contains("..")) {
      throw new IllegalArgumentException("malformed contract id '" + contractId + "'");
    }
    return directory
        .resolve(contractId.substring(0, hash))
        .resolve(contractId.substring(hash + 1) + ".json");
  }

  /**
   * Every entry of every baseline file under the directory, with its contract and plan: what an
   * audit needs to find files whose contract is gone and entries whose plan changed.
   *
   * @throws BaselineFileException naming a file that cannot be read or parsed
   */
  public List<StoredPlan> storedPlans() {
    List<StoredPlan> plans = new ArrayList<>();
    for (BaselineDocument document : documents()) {
      Path file = fileOf(document.contract());
      document
          .entries()
          .forEach(
              e ->
                  plans.add(
                      new StoredPlan(
                          file,
                          document.contract(),
                          e.engine(),
                          e.scale(),
                          e.planFingerprint(),
                          e.plan())));
    }
    return plans;
  }

  /**
   * Every baseline file under the directory, in the order of their paths.
   *
   * @throws BaselineFileException naming a file that cannot be read or parsed
   */
  List<BaselineDocument> documents() {
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(directory, 2)) {
      List<BaselineDocument> documents = new ArrayList<>();
      for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        String name = file.getFileName().toString();
        String contractId =
            file.getParent().getFileName() + "#" + name.substring(0, name.length() - 5);
        read(contractId).ifPresent(documents::add);
      }
      return documents;
    } catch (IOException e) {
      throw new BaselineFileException("cannot list the baselines in " + directory + ": " + e, e);
    }
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

  /** The stored entry of {@code result}'s contract for its engine, scale and machine, if any. */
  public Optional<BaselineEntry> find(PerfResult result) {
    return read(result.contract())
        .flatMap(
            document ->
                document.entries().stream()
                    .filter(e -> e.matches(result.engine(), result.scale(), result.environment()))
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
                    .filter(
                        e ->
                            e.onAnotherMachine(
                                result.engine(), result.scale(), result.environment()))
                    .toList())
        .orElse(List.of());
  }

  /**
   * Stores {@code entry} as the baseline of {@code contractId} for its engine, scale and machine,
   * keeping the other entries of the file.
   */
  public void write(String contractId, BaselineEntry entry) {
    BaselineDocument document =
        read(contractId).orElseGet(() -> new BaselineDocument(contractId, List.of())).with(entry);
    Path file = fileOf(contractId);
    try {
      Files.createDirectories(file.getParent());
      Path temporary =
          Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
      try {
        Files.writeString(temporary, WRITER.writeValueAsString(document) + "\n");
        moveOver(temporary, file);
      } finally {
        Files.deleteIfExists(temporary);
      }
    } catch (IOException e) {
      throw new BaselineFileException("cannot write the baseline file " + file + ": " + e, e);
    }
  }

  private static void moveOver(Path source, Path target) throws IOException {
    try {
      Files.move(
          source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(source, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private Optional<BaselineDocument> read(String contractId) {
    Path file = fileOf(contractId);
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      BaselineDocument document =
          JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), BaselineDocument.class);
      if (document == null || !contractId.equals(document.contract())) {
        throw new BaselineFileException(
            "the baseline file "
                + file
                + " is for contract '"
                + (document == null ? null : document.contract())
                + "', not '"
                + contractId
                + "'; fix or remove it by hand",
            null);
      }
      return Optional.of(document);
    } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
      throw new BaselineFileException(
          "the baseline file "
              + file
              + " is corrupt and was left untouched ("
              + e.getMessage()
              + "); fix it, restore it from version control, or delete it and run with"
              + " -Dkvperf.baseline=update",
          e);
    } catch (IOException e) {
      throw new BaselineFileException("cannot read the baseline file " + file + ": " + e, e);
    }
  }

  /** {@code value} to six significant digits, as files keep figures. */
  public static double round(double value) {
    if (!Double.isFinite(value)) {
      return value;
    }
    return new BigDecimal(value).round(SIGNIFICANT_DIGITS).doubleValue();
  }
}
