package io.kvperf.internal.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The profiles a regression dossier's forks would leave, fixed: four pairs of forks, each arm's CPU
 * samples and allocation samples in the collapsed format, and the two arms' class paths. Arm A
 * spends about a fifth of its CPU time in a library B does not have ({@code extra}), and allocates
 * there too. Nothing here decides; {@link GoldenRun} hands the files to the dossier.
 */
final class GoldenProfiles {
  /** The pairs of profiled forks. */
  static final int PAIRS = 4;

  private GoldenProfiles() {}

  /**
   * Writes each fork's profiles under {@code directory} ({@code arm-a/fork-1}, …, {@code
   * arm-b/fork-4}) and each arm's class path ({@code classes-a}, {@code classes-b}).
   */
  static void write(Path directory) throws IOException {
    for (int pair = 0; pair < PAIRS; pair++) {
      Path a = Files.createDirectories(directory.resolve("arm-a/fork-" + (pair + 1)));
      Path b = Files.createDirectories(directory.resolve("arm-b/fork-" + (pair + 1)));
      lines(
          a.resolve("cpu.collapsed"),
          "java/lang/Thread.run;e/Engine.get;e/Engine.lookup " + (2000 + 37 * pair),
          "java/lang/Thread.run;e/Engine.get;x/Extra.burn " + (700 + 23 * pair),
          "java/lang/Thread.run;e/Engine.get;java/util/HashMap.get " + (300 + 11 * pair),
          "libjvm.so`CompileBroker::compiler_thread_loop;libjvm.so`C2Compiler::compile_method "
              + (150 + 5 * pair));
      lines(
          b.resolve("cpu.collapsed"),
          "java/lang/Thread.run;e/Engine.get;e/Engine.lookup " + (2050 - 19 * pair),
          "java/lang/Thread.run;e/Engine.get;java/util/HashMap.get " + (310 - 7 * pair),
          "libjvm.so`CompileBroker::compiler_thread_loop;libjvm.so`C2Compiler::compile_method "
              + (160 - 3 * pair));
      lines(
          a.resolve("alloc.collapsed"),
          "e/Engine.get;x/Extra.buffer " + (400_000 + 1_000 * pair),
          "e/Engine.get;e/Engine.newNode " + (600_000 - 500 * pair));
      lines(
          b.resolve("alloc.collapsed"), "e/Engine.get;e/Engine.newNode " + (610_000 + 700 * pair));
    }
    classFile(directory.resolve("classes-a/engine"), "e/Engine.class");
    classFile(directory.resolve("classes-a/extra"), "x/Extra.class");
    classFile(directory.resolve("classes-b/engine"), "e/Engine.class");
  }

  /** Arm {@code arm}'s ({@code a} or {@code b}) profiled forks under {@code directory}. */
  static Path forks(Path directory, String arm) {
    return directory.resolve("arm-" + arm);
  }

  /** Arm {@code arm}'s class path under {@code directory}. */
  static List<Path> classPath(Path directory, String arm) {
    Path classes = directory.resolve("classes-" + arm);
    return arm.equals("a")
        ? List.of(classes.resolve("engine"), classes.resolve("extra"))
        : List.of(classes.resolve("engine"));
  }

  private static void lines(Path file, String... lines) throws IOException {
    Files.writeString(file, String.join("\n", lines) + "\n");
  }

  /** An empty class file: the dossier reads only which classes an entry holds. */
  private static void classFile(Path entry, String name) throws IOException {
    Path file = entry.resolve(name);
    Files.createDirectories(file.getParent());
    Files.write(file, new byte[0]);
  }
}
