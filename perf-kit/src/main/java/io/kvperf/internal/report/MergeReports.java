package io.kvperf.internal.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Merges the report directories of several runs or CI shards into one: {@code MergeReports
 * [--skip-missing] OUT IN...} reads each {@code IN}'s {@value ReportFiles#RESULTS} and writes all
 * four report files into {@code OUT}. A later directory's result for the same contract and engine
 * replaces an earlier one. An {@code IN} without a report is an error, unless {@code
 * --skip-missing} is given (the build's own merge, where an execution may have run no contract);
 * with nothing to merge, nothing is written. Shards of one run ({@code kvperf.shard}) merge only
 * whole: each once, none missing ({@link #shardProblem}). {@code scripts/merge-reports.sh} runs it
 * with the kit's class path.
 */
public final class MergeReports {
  private MergeReports() {}

  /** Runs the merge; exits with 2 and a message on bad arguments or unreadable inputs. */
  public static void main(String[] args) {
    List<String> arguments = new ArrayList<>(List.of(args));
    boolean skipMissing = arguments.remove("--skip-missing");
    if (arguments.size() < 2) {
      System.err.println("usage: MergeReports [--skip-missing] OUT_DIRECTORY IN_DIRECTORY...");
      System.exit(2);
    }
    Path out = Path.of(arguments.get(0));
    List<Path> inputs = new ArrayList<>();
    for (String input : arguments.subList(1, arguments.size())) {
      Path directory = Path.of(input);
      if (skipMissing && !Files.isRegularFile(directory.resolve(ReportFiles.RESULTS))) {
        System.out.println("kvperf: no report in " + directory + " (no contract ran there)");
      } else {
        inputs.add(directory);
      }
    }
    if (inputs.isEmpty()) {
      System.out.println("kvperf: no report to merge into " + out);
      return;
    }
    Optional<String> shards = shardProblem(inputs);
    if (shards.isPresent()) {
      System.err.println("kvperf: cannot merge: " + shards.get());
      System.exit(2);
    }
    try {
      RunReport merged = merge(inputs);
      ReportFiles.write(out, merged);
      System.out.printf(
          "kvperf: merged %d results and %d skipped invocations from %s into %s%n",
          merged.rows().size(), merged.skipped().size(), inputs, out);
      String verdicts = VerdictSummary.line(merged);
      if (!verdicts.isEmpty()) {
        System.out.println(verdicts);
      }
    } catch (IOException e) {
      System.err.println("kvperf: cannot merge: " + e.getMessage());
      System.exit(2);
    }
  }

  /**
   * What is wrong with the shards {@code directories} hold ({@value ReportFiles#SHARD}), if any of
   * them is a shard: a directory that is none among those that are, shards of different counts, a
   * shard missing or held twice. Empty when none is a shard, or they are each shard once.
   */
  static Optional<String> shardProblem(List<Path> directories) {
    Map<Integer, List<Path>> byIndex = new TreeMap<>();
    Set<Integer> counts = new TreeSet<>();
    List<Path> unsharded = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    for (Path directory : directories) {
      Path record = directory.resolve(ReportFiles.SHARD);
      if (!Files.isRegularFile(record)) {
        unsharded.add(directory);
        continue;
      }
      try {
        JsonNode shard = json.readTree(record.toFile());
        byIndex.computeIfAbsent(shard.get("shard").asInt(), i -> new ArrayList<>()).add(directory);
        counts.add(shard.get("of").asInt());
      } catch (IOException | RuntimeException e) {
        return Optional.of("cannot read " + record + ": " + e.getMessage());
      }
    }
    if (byIndex.isEmpty()) {
      return Optional.empty();
    }
    List<String> problems = new ArrayList<>();
    if (!unsharded.isEmpty()) {
      problems.add("not a shard: " + unsharded);
    }
    if (counts.size() > 1) {
      problems.add("shards of different counts " + counts);
    }
    int count = counts.iterator().next();
    List<String> missing = new ArrayList<>();
    for (int index = 1; index <= count; index++) {
      if (!byIndex.containsKey(index)) {
        missing.add(index + "/" + count);
      }
    }
    if (!missing.isEmpty()) {
      problems.add("missing shard " + String.join(", ", missing));
    }
    byIndex.forEach(
        (index, held) -> {
          if (held.size() > 1) {
            problems.add("shard " + index + "/" + count + " held twice, in " + held);
          }
        });
    return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
  }

  /** The reports of {@code directories}, merged in order; each must hold a report. */
  public static RunReport merge(List<Path> directories) throws IOException {
    RunReport merged = RunReport.empty();
    for (Path directory : directories) {
      if (!Files.isDirectory(directory)) {
        throw new IOException("no such directory " + directory);
      }
      merged = merged.merge(ReportFiles.read(directory));
    }
    return merged;
  }
}
