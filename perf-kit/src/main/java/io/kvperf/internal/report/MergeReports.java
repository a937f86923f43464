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
import java.util.TreeMap;

/**
 * Merges the report directories of several runs or CI shards into one: {@code MergeReports
 * [--skip-missing] OUT IN...} reads each {@code IN}'s {@value ReportFiles#RESULTS} and writes all
 * four report files into {@code OUT}. A later directory's result for the same contract and engine
 * replaces an earlier one. An {@code IN} without a report is an error, unless {@code
 * --skip-missing} is given (the build's own merge, where an execution may have run no contract);
 * with nothing to merge, nothing is written. A shard ({@code kvperf.shard}) is never merged twice;
 * with {@code --shards}, the merge of a sharded run, every shard must be there, once ({@link
 * #shardProblem}). The inputs' shard records are kept in the output. {@code
 * scripts/merge-reports.sh} runs it with the kit's class path.
 */
public final class MergeReports {
  private MergeReports() {}

  /** Runs the merge; exits with 2 and a message on bad arguments or unreadable inputs. */
  public static void main(String[] args) {
    List<String> arguments = new ArrayList<>(List.of(args));
    boolean skipMissing = arguments.remove("--skip-missing");
    boolean shards = arguments.remove("--shards");
    if (arguments.size() < 2) {
      System.err.println(
          "usage: MergeReports [--skip-missing] [--shards] OUT_DIRECTORY IN_DIRECTORY...");
      System.exit(2);
    }
    Path out = Path.of(arguments.get(0));
    List<Path> given = arguments.subList(1, arguments.size()).stream().map(Path::of).toList();
    // A shard's record counts even where its execution ran no contract of this plan.
    Optional<String> problem = shardProblem(given, shards);
    if (problem.isPresent()) {
      System.err.println("kvperf: cannot merge: " + problem.get());
      System.exit(2);
    }
    List<Path> inputs = new ArrayList<>();
    for (Path directory : given) {
      if (skipMissing && !Files.isRegularFile(directory.resolve(ReportFiles.RESULTS))) {
        System.out.println("kvperf: no report in " + directory + " (no contract ran there)");
      } else {
        inputs.add(directory);
      }
    }
    try {
      writeShardRecords(out, given);
      if (inputs.isEmpty()) {
        System.out.println("kvperf: no report to merge into " + out);
        return;
      }
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
   * What is wrong with the shards {@code directories} hold ({@value ReportFiles#SHARD}): a shard of
   * one plan held twice; and when {@code whole}, the merge of a sharded run, also a directory that
   * holds no shard, plans of different shard counts, or a shard missing. Empty when all is well.
   */
  static Optional<String> shardProblem(List<Path> directories, boolean whole) {
    Map<String, Map<Integer, List<Path>>> byPlan = new TreeMap<>();
    Map<String, Integer> countByPlan = new TreeMap<>();
    List<Path> unsharded = new ArrayList<>();
    for (Path directory : directories) {
      List<JsonNode> records;
      try {
        records = shardRecords(directory);
      } catch (IOException | RuntimeException e) {
        return Optional.of("cannot read " + directory.resolve(ReportFiles.SHARD) + ": " + e);
      }
      if (records.isEmpty()) {
        unsharded.add(directory);
      }
      for (JsonNode record : records) {
        String plan = record.path("plan").asText("");
        byPlan
            .computeIfAbsent(plan, p -> new TreeMap<>())
            .computeIfAbsent(record.get("shard").asInt(), i -> new ArrayList<>())
            .add(directory);
        countByPlan.put(plan, record.get("of").asInt());
      }
    }
    // Several plans (a build's executions) may share a problem: each is said once.
    java.util.Set<String> problems = new java.util.LinkedHashSet<>();
    if (whole && !unsharded.isEmpty()) {
      problems.add("not a shard: " + unsharded);
    }
    if (whole && byPlan.isEmpty() && !directories.isEmpty()) {
      problems.add("no shard record in " + directories);
    }
    byPlan.forEach(
        (plan, byIndex) -> {
          int count = countByPlan.get(plan);
          if (whole) {
            List<String> missing = new ArrayList<>();
            for (int index = 1; index <= count; index++) {
              if (!byIndex.containsKey(index)) {
                missing.add(index + "/" + count);
              }
            }
            if (!missing.isEmpty()) {
              problems.add("missing shard " + String.join(", ", missing));
            }
          }
          byIndex.forEach(
              (index, held) -> {
                if (held.size() > 1) {
                  problems.add("shard " + index + "/" + count + " held twice, in " + held);
                }
              });
        });
    return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
  }

  /** The shard records of {@code directory}: none, or those its shard file lists. */
  static List<JsonNode> shardRecords(Path directory) throws IOException {
    Path file = directory.resolve(ReportFiles.SHARD);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    JsonNode document = new ObjectMapper().readTree(file.toFile());
    List<JsonNode> records = new ArrayList<>();
    if (document.isArray()) {
      document.forEach(records::add);
    } else {
      records.add(document);
    }
    return records;
  }

  /** Writes every shard record of {@code directories} into {@code out}'s shard file, if any. */
  static void writeShardRecords(Path out, List<Path> directories) throws IOException {
    List<JsonNode> records = new ArrayList<>();
    for (Path directory : directories) {
      records.addAll(shardRecords(directory));
    }
    if (!records.isEmpty()) {
      Files.createDirectories(out);
      new ObjectMapper()
          .writerWithDefaultPrettyPrinter()
          .writeValue(out.resolve(ReportFiles.SHARD).toFile(), records);
    }
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
