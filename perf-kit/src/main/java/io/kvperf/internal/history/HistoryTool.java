package io.kvperf.internal.history;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The history from the command line: {@code HistoryTool otava HISTORY_DIRECTORY OUT_DIRECTORY}
 * writes the history as Apache Otava's CSV input and its {@code otava.yaml}. {@code
 * scripts/kvperf-history.sh} runs it with the kit's class path.
 */
public final class HistoryTool {
  private HistoryTool() {}

  /** Runs the tool; exits with 2 and a message on bad arguments or an unreadable history. */
  public static void main(String[] args) {
    int status = run(List.of(args), System.out, System.err);
    if (status != 0) {
      System.exit(status);
    }
  }

  /** Runs the tool on {@code args}, printing to {@code out} and {@code err}; its exit status. */
  static int run(List<String> args, PrintStream out, PrintStream err) {
    if (args.size() != 3 || !args.get(0).equals("otava")) {
      err.println("usage: HistoryTool otava HISTORY_DIRECTORY OUT_DIRECTORY");
      return 2;
    }
    try {
      HistoryRead read = new HistoryDirectory(Path.of(args.get(1))).read();
      read.unread().forEach(line -> err.println("kvperf: " + line.describe()));
      Path directory = Path.of(args.get(2));
      List<String> tests = OtavaExport.write(read.points(), directory);
      out.println(
          "kvperf: "
              + tests.size()
              + " Otava tests of "
              + read.points().size()
              + " points written to "
              + directory.resolve("otava.yaml"));
      return 0;
    } catch (UncheckedIOException e) {
      err.println("kvperf: " + e.getMessage() + ": " + e.getCause().getMessage());
      return 2;
    }
  }
}
