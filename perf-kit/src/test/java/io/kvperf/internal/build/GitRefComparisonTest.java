package io.kvperf.internal.build;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.internal.build.GitRefBuildTest.GitRepository;
import io.kvperf.internal.run.ArmClassPath;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kvperf.compare=git:HEAD~1} in a project outside this build: a git repository made here
 * with a store library of its own (no kvperf dependency), and a kvperf adapter and a contract with
 * a 10 % throughput budget beside it, run by the console launcher in a JVM of their own, as a
 * user's build would. The second commit makes a third of the gets look their key up twice; the
 * third changes a comment. The slowed commit fails against its parent; the unchanged one does not.
 */
class GitRefComparisonTest {
  private static final String STORE =
      """
      package com.acme.store;

      import java.util.Arrays;
      import java.util.TreeMap;

      /** A sorted map of byte keys: the library a team ships. */
      public final class Store {
        private final TreeMap<byte[], byte[]> map = new TreeMap<>(Arrays::compareUnsigned);
        private long calls;
        private long sink;

        public synchronized byte[] get(byte[] key) {
          byte[] found = map.get(key);
          %s
          return found;
        }

        public synchronized void put(byte[] key, byte[] value) {
          map.put(key.clone(), value.clone());
        }

        public synchronized void delete(byte[] key) {
          map.remove(key);
        }

        public synchronized long sink() {
          return sink + calls;
        }
      }
      """;

  /** One get in three looks its key up a second time. */
  private static final String SLOWER =
      "if (++calls % 3 == 0) { byte[] again = map.get(key); sink += again == null ? 0 : again.length; }";

  private static final String ADAPTER =
      """
      package com.acme.perf;

      import com.acme.store.Store;
      import io.kvperf.engine.AbstractKvStore;
      import io.kvperf.engine.Capability;
      import io.kvperf.engine.EntryVisitor;
      import io.kvperf.engine.KvEngine;
      import io.kvperf.engine.KvStore;
      import io.kvperf.engine.ScanDirection;
      import io.kvperf.engine.StoreContext;
      import java.util.EnumSet;
      import java.util.Map;
      import java.util.Set;

      public final class AcmeEngine implements KvEngine {
        @Override public String id() { return "acme-store"; }
        @Override public Set<Capability> capabilities() { return EnumSet.of(Capability.SIDE_BY_SIDE); }
        @Override public Map<String, String> options() { return Map.of("storage", "com.acme.store.Store"); }
        @Override public KvStore open(StoreContext context) {
          Store store = new Store();
          return new AbstractKvStore() {
            @Override protected byte[] engineGet(byte[] key) { return store.get(key); }
            @Override protected void enginePut(byte[] key, byte[] value) { store.put(key, value); }
            @Override protected void engineDelete(byte[] key) { store.delete(key); }
            @Override protected int engineScan(
                byte[] start, int limit, ScanDirection direction, EntryVisitor visitor) {
              throw new UnsupportedOperationException("no scans");
            }
            @Override protected void engineFlush() {}
            @Override protected void engineClose() {}
          };
        }
      }
      """;

  private static final String CONTRACT =
      """
      package com.acme.perf;

      import io.kvperf.api.Budget;
      import io.kvperf.api.Engines;
      import io.kvperf.api.KvPerfContract;
      import io.kvperf.api.KvPerfTest;
      import io.kvperf.api.Measure;
      import io.kvperf.api.Mix;
      import io.kvperf.api.Reference;
      import io.kvperf.api.Workload;

      @KvPerfContract
      class AcmeGetContract {
        @KvPerfTest
        @Engines(include = "acme-store")
        @Workload(preload = 20_000, keySize = 16, valueSize = 100, mix = @Mix(gets = 100))
        @Measure(warmups = 1, warmupTime = "100ms", iterations = 8, iterationTime = "100ms",
            forks = 1, reference = Reference.NONE)
        @Budget(throughputDrop = 10)
        void gets() {}
      }
      """;

  @Test
  void theSlowedCommitFailsAgainstItsParentAndAnUnchangedOneDoesNot(@TempDir Path directory)
      throws IOException {
    Path root = directory.resolve("acme");
    GitRepository repository = GitRepository.init(root);
    repository.module("store", "class Placeholder {}");
    Files.delete(root.resolve("store/src/main/java/Placeholder.java"));
    Path source = root.resolve("store/src/main/java/com/acme/store/Store.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, STORE.formatted(""));
    repository.commit("a sorted map");
    Files.writeString(source, STORE.formatted(SLOWER));
    repository.commit("look a third of the keys up twice");

    String slowed = compareWithParent(directory, root, source);

    assertThat(slowed).contains("[acme-store] FAILED: ").contains("against git:HEAD~1 (");
    Files.writeString(source, STORE.formatted(SLOWER).replace("the library", "the library,"));
    repository.commit("a comment");

    String unchanged = compareWithParent(directory, root, source);

    assertThat(unchanged).containsPattern("\\[acme-store\\] (PASSED|INCONCLUSIVE): ");
  }

  /**
   * Compiles the store at the checkout, then runs the contract against {@code git:HEAD~1} in a JVM
   * of its own; returns what it printed.
   */
  private static String compareWithParent(Path directory, Path root, Path storeSource)
      throws IOException {
    Path storeClasses = root.resolve("store/target/classes");
    deleteTree(storeClasses);
    compile(List.of(storeSource), List.of(), storeClasses);
    Path perf = directory.resolve("perf-classes");
    if (!Files.isDirectory(perf)) {
      Path sources = directory.resolve("perf-sources/com/acme/perf");
      Files.createDirectories(sources);
      Files.writeString(sources.resolve("AcmeEngine.java"), ADAPTER);
      Files.writeString(sources.resolve("AcmeGetContract.java"), CONTRACT);
      List<Path> classPath = new ArrayList<>(kit());
      classPath.add(storeClasses);
      compile(
          List.of(sources.resolve("AcmeEngine.java"), sources.resolve("AcmeGetContract.java")),
          classPath,
          perf);
      Path services = perf.resolve("META-INF/services/io.kvperf.engine.KvEngine");
      Files.createDirectories(services.getParent());
      Files.writeString(services, "com.acme.perf.AcmeEngine\n");
    }
    List<String> classPath = new ArrayList<>();
    kit().forEach(entry -> classPath.add(entry.toString()));
    classPath.add(perf.toString());
    classPath.add(storeClasses.toString());
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp",
            String.join(File.pathSeparator, classPath),
            "org.junit.platform.console.ConsoleLauncher",
            "execute",
            "--disable-banner",
            "--select-class=com.acme.perf.AcmeGetContract",
            "--config=kvperf.compare=git:HEAD~1",
            "--config=kvperf.compare.mavenArgs=-o",
            "--config=kvperf.compare.pairs=12",
            "--config=kvperf.explain=false",
            "--config=kvperf.report.dir=" + directory.resolve("report"),
            "--config=kvperf.baseline.dir=" + directory.resolve("baselines"));
    Commands.Result result = Commands.run(root, command, Duration.ofMinutes(10));
    assertThat(result.failure()).as(result.output()).isEmpty();
    result
        .output()
        .lines()
        .filter(line -> line.startsWith("kvperf: "))
        .forEach(System.out::println);
    return result.output();
  }

  /**
   * The kit and its dependencies as a user's test JVM has them: this JVM's class path without the
   * kit's own tests (whose test engines misbehave by design).
   */
  private static List<Path> kit() {
    return ArmClassPath.launch().stream()
        .filter(entry -> !entry.endsWith(Path.of("target", "test-classes")))
        .toList();
  }

  private static void compile(List<Path> sources, List<Path> classPath, Path output)
      throws IOException {
    Files.createDirectories(output);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> arguments = new ArrayList<>(List.of("-d", output.toString(), "--release", "17"));
    if (!classPath.isEmpty()) {
      arguments.add("-cp");
      arguments.add(
          String.join(File.pathSeparator, classPath.stream().map(Path::toString).toList()));
    }
    sources.forEach(source -> arguments.add(source.toString()));
    int exit = javac.run(null, null, null, arguments.toArray(String[]::new));
    assertThat(exit).as("javac " + arguments).isZero();
  }

  private static void deleteTree(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(directory)) {
      for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
