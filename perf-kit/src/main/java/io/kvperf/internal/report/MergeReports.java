package io.kvperf.internal.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges the report directories of several runs or CI shards into one: {@code MergeReports
 * [--skip-missing] OUT IN...} reads each {@code IN}'s {@value ReportFiles#RESULTS} and writes all
 * four report files into {@code OUT}. A later directory's result for the same contract and engine
 * replaces an earlier one. An {@code IN} without a report is an error, unless {@code
 * --skip-missing} is given (the build's own merge, where an execution may have run no contract);
 * with nothing to merge, nothing is written. {@code scripts/merge-reports.sh} runs it with the
 * kit's class path.
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
