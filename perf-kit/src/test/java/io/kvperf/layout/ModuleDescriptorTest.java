package io.kvperf.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.engine.KvEngine;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleDescriptor.Exports;
import java.lang.module.ModuleDescriptor.Opens;
import java.lang.module.ModuleDescriptor.Provides;
import java.lang.module.ModuleFinder;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * perf-kit's module descriptor, as compiled: the module {@code io.kvperf} exports the API packages
 * and no other, opens its internals only to the frameworks that reflect on them (Jackson exactly
 * where the records it binds live), uses the services it loads and provides what its {@code
 * META-INF/services} provides (but for the launcher's discovery filter), and no other module of
 * this build puts classes into one of its packages.
 */
class ModuleDescriptorTest {
  private static final String JACKSON = "com.fasterxml.jackson.databind";
  private static final Pattern SERVICE_LOAD =
      Pattern.compile("ServiceLoader\\.load\\((\\w+)\\.class");
  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

  /** JUnit, which runs the extension and the conformance kit; JMH, which runs the fork's code. */
  private static final Set<String> REFLECTING = Set.of("org.junit.platform.commons", "jmh.core");

  /** The records the kit hands to Jackson: the report, a baseline, a fork's plan and metrics. */
  private static final List<String> JACKSON_ROOTS =
      List.of(
          "io.kvperf.internal.report.RunReport",
          "io.kvperf.internal.store.BaselineEntry",
          "io.kvperf.internal.protocol.ForkPlan",
          "io.kvperf.internal.protocol.MetricsFile");

  /** The module as compiled, from where the kit's classes were loaded. */
  private static ModuleDescriptor descriptor() throws URISyntaxException {
    Path classes =
        Path.of(KvEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return ModuleFinder.of(classes).findAll().stream()
        .map(reference -> reference.descriptor())
        .filter(module -> !module.isAutomatic())
        .findFirst()
        .orElseThrow(() -> new AssertionError(classes + " holds no module-info.class"));
  }

  @Test
  void theModuleIsNamedIoKvperfAndExportsTheApiPackagesAndNoOther() throws Exception {
    ModuleDescriptor module = descriptor();
    assertThat(module.name()).isEqualTo("io.kvperf");
    assertThat(module.isOpen()).isFalse();
    assertThat(module.exports()).allMatch(exports -> !exports.isQualified(), "unqualified");
    assertThat(module.exports().stream().map(Exports::source))
        .containsExactlyInAnyOrderElementsOf(PackageGraphTest.API_PACKAGES);
    assertThat(Files.readString(Path.of("pom.xml")))
        .as("a jar manifest's module name would contradict the descriptor's")
        .doesNotContain("Automatic-Module-Name");
  }

  @Test
  void theInternalsAreOpenOnlyToJunitJmhAndJackson() throws Exception {
    Set<String> targets = new TreeSet<>(REFLECTING);
    targets.add(JACKSON);
    for (Opens opens : descriptor().opens()) {
      assertThat(opens.targets()).as(opens.source()).isNotEmpty().isSubsetOf(targets);
    }
  }

  @Test
  void jacksonIsOpenedExactlyThePackagesOfTheRecordsItBinds() throws Exception {
    Set<Class<?>> bound = new HashSet<>();
    for (String root : JACKSON_ROOTS) {
      collect(Class.forName(root), bound);
    }
    Set<String> opened =
        descriptor().opens().stream()
            .filter(opens -> opens.targets().contains(JACKSON))
            .map(Opens::source)
            .collect(Collectors.toCollection(TreeSet::new));
    assertThat(opened)
        .isEqualTo(
            bound.stream()
                .map(Class::getPackageName)
                .collect(Collectors.toCollection(TreeSet::new)));
  }

  /** {@code type} and what its record components, type arguments and permitted subtypes name. */
  private static void collect(Type type, Set<Class<?>> bound) {
    if (type instanceof ParameterizedType parameterized) {
      collect(parameterized.getRawType(), bound);
      Stream.of(parameterized.getActualTypeArguments()).forEach(t -> collect(t, bound));
    } else if (type instanceof WildcardType wildcard) {
      Stream.of(wildcard.getUpperBounds()).forEach(t -> collect(t, bound));
    } else if (type instanceof Class<?> raw && raw.isArray()) {
      collect(raw.getComponentType(), bound);
    } else if (type instanceof Class<?> raw
        && raw.getName().startsWith("io.kvperf.")
        && bound.add(raw)) {
      if (raw.isRecord()) {
        Stream.of(raw.getRecordComponents())
            .map(RecordComponent::getGenericType)
            .forEach(t -> collect(t, bound));
      }
      if (raw.isSealed()) {
        Stream.of(raw.getPermittedSubclasses()).forEach(t -> collect(t, bound));
      }
    }
  }

  /**
   * The launcher's service, which the module may not provide: the launcher is a static dependency,
   * and a module that provides a service of a module it does not read does not resolve.
   */
  private static final String LAUNCHER_SERVICE = "org.junit.platform.launcher.PostDiscoveryFilter";

  @Test
  void theModuleProvidesWhatItsMetaInfServicesProvideButTheLaunchersFilter() throws Exception {
    Map<String, List<String>> listed = new TreeMap<>();
    try (Stream<Path> files = Files.list(Path.of("src/main/resources/META-INF/services"))) {
      for (Path file : files.toList()) {
        listed.put(
            file.getFileName().toString(),
            Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList());
      }
    }
    Map<String, List<String>> provided = new TreeMap<>();
    for (Provides provides : descriptor().provides()) {
      provided.put(provides.service(), provides.providers());
    }
    assertThat(listed).containsKey(LAUNCHER_SERVICE);
    listed.remove(LAUNCHER_SERVICE);
    assertThat(provided).isEqualTo(listed).isNotEmpty();
  }

  @Test
  void theModuleUsesEveryServiceTheKitLoads() throws Exception {
    Set<String> loaded = new TreeSet<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String code = Files.readString(file, StandardCharsets.UTF_8);
        Matcher load = SERVICE_LOAD.matcher(code);
        while (load.find()) {
          Matcher imported =
              Pattern.compile("^import ([\\w.]+\\." + load.group(1) + ");", Pattern.MULTILINE)
                  .matcher(code);
          Matcher pkg = PACKAGE.matcher(code);
          assertThat(pkg.find()).as(file + " declares a package").isTrue();
          loaded.add(imported.find() ? imported.group(1) : pkg.group(1) + "." + load.group(1));
        }
      }
    }
    assertThat(descriptor().uses()).isEqualTo(loaded).isNotEmpty();
  }

  @Test
  void noOtherModuleOfTheBuildPutsSourcesInAPackageOfTheKit() throws Exception {
    Set<String> kit = descriptor().packages();
    Path ownSources = Path.of("src/main/java").toAbsolutePath().normalize();
    Map<String, String> split = new TreeMap<>();
    List<Path> roots;
    try (Stream<Path> paths = Files.walk(Path.of(".."), 5)) {
      roots =
          paths
              .filter(path -> path.endsWith(Path.of("src", "main", "java")))
              .filter(path -> !path.toAbsolutePath().normalize().equals(ownSources))
              .toList();
    }
    assertThat(roots).as("the build's other modules' sources").isNotEmpty();
    for (Path root : roots) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
          String pkg = root.relativize(file.getParent()).toString().replace('/', '.');
          if (kit.contains(pkg)) {
            split.put(root.relativize(file).toString(), pkg);
          }
        }
      }
    }
    assertThat(split).as("sources of other modules in the kit's packages").isEmpty();
  }
}
