package io.kvperf.internal.junit;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.kvperf.api.KvPerfTest;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvEngine;
import io.kvperf.internal.report.ReportFiles;
import io.kvperf.internal.run.MeasurementPlan;
import io.kvperf.internal.settings.KvPerfSettings;
import io.kvperf.internal.settings.Shard;
import io.kvperf.workload.Scale;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * {@code kvperf.shard=i/n}: keeps the contracts of shard {@code i} of {@code n} in the test plan
 * and leaves the others out, other tests untouched. Every shard deals the same contracts the same
 * way ({@link ShardPlan}): all those of the test classes' directory or jar, whichever a selection
 * such as {@code -Dit.test} keeps, by their declared cost: preload, warm-up and iterations of every
 * fork, for every engine the contract runs and both arms of a comparison. A shard writes what it
 * was dealt to {@value ReportFiles#SHARD} in the report directory, which {@code MergeReports}
 * checks.
 *
 * <p>JUnit registers it through the {@link java.util.ServiceLoader}. A discovery filter is given no
 * configuration parameters, so it reads {@code kvperf.shard} (and the scale, engines and comparison
 * that set the costs) from the system properties, then {@code junit-platform.properties}, and the
 * shard also from the environment variable {@value Shard#ENVIRONMENT}.
 */
public final class ShardFilter implements PostDiscoveryFilter {
  /** What a fork costs before its first operation: a JVM's start and JMH's setup. */
  static final double FORK_START_SECONDS = 1.5;

  /** What preloading one key costs, roughly, on the engines here. */
  static final double PRELOAD_SECONDS_PER_KEY = 2e-6;

  private final Function<String, Optional<String>> settings;
  private Optional<Shard> shard;

  /** By test classes' location: a launcher reuses its filters for every discovery. */
  private final Map<Path, Set<String>> keptByLocation = new HashMap<>();

  private final List<Map<String, Object>> records = new ArrayList<>();

  private final Function<Class<?>, Path> locator;
  private final BiFunction<Path, ClassLoader, List<Method>> scanner;

  /** A filter reading the system properties, {@code junit-platform.properties} and environment. */
  public ShardFilter() {
    this(discoverySettings(), ContractScan::locationOf, ContractScan::contractMethods);
  }

  /**
   * A filter of {@code settings}, dealing the contracts {@code scanner} finds where {@code locator}
   * says a test class comes from.
   */
  ShardFilter(
      Function<String, Optional<String>> settings,
      Function<Class<?>, Path> locator,
      BiFunction<Path, ClassLoader, List<Method>> scanner) {
    this.settings = settings;
    this.locator = locator;
    this.scanner = scanner;
  }

  @Override
  public FilterResult apply(TestDescriptor descriptor) {
    Optional<Method> method = contractMethod(descriptor);
    if (method.isEmpty()) {
      return FilterResult.included("not a kvperf contract");
    }
    if (shard == null) {
      shard =
          settings
              .apply(Shard.PROPERTY)
              .or(() -> settings.apply(Shard.ENVIRONMENT))
              .filter(text -> !text.isBlank())
              .map(Shard::parse);
    }
    if (shard.isEmpty()) {
      return FilterResult.included("no kvperf.shard");
    }
    Class<?> testClass = ((MethodSource) descriptor.getSource().orElseThrow()).getJavaClass();
    Path location = locator.apply(testClass);
    Set<String> kept =
        keptByLocation.computeIfAbsent(location, where -> deal(where, testClass.getClassLoader()));
    String id = idOf(descriptor, method.get());
    return kept.contains(id)
        ? FilterResult.included("in kvperf shard " + shard.get())
        : FilterResult.excluded("in another kvperf shard than " + shard.get());
  }

  /**
   * Deals every contract of the test classes at {@code location} (a directory or jar), whichever a
   * discovery selects, records this shard's and keeps them. A launcher may discover the test
   * classes together, one at a time (Failsafe does), or both; dealing the same whole set each time
   * gives every contract one shard.
   */
  private Set<String> deal(Path location, ClassLoader loader) {
    KvPerfSettings run = runSettings();
    EngineRegistry registry = EngineRegistry.discover(loader);
    List<ShardPlan.Cost> costs = new ArrayList<>();
    for (Method method : scanner.apply(location, loader)) {
      costs.add(
          new ShardPlan.Cost(
              method.getDeclaringClass().getName() + "#" + method.getName(),
              cost(method.getDeclaringClass(), method, run, registry)));
    }
    ShardPlan plan = ShardPlan.deal(costs, shard.get().count());
    List<String> mine = plan.contractsOf(shard.get());
    record(plan, mine);
    return Set.copyOf(mine);
  }

  /**
   * The settings the costs depend on (scale, engines, a comparison's two arms), parsed as the run
   * parses them; the defaults where they are invalid, which the run itself then reports.
   */
  private KvPerfSettings runSettings() {
    try {
      return KvPerfSettings.parse(settings);
    } catch (RuntimeException e) {
      return KvPerfSettings.parse(key -> Optional.empty());
    }
  }

  /** A contract's declared seconds; an invalid one costs nothing here and fails in its shard. */
  private static double cost(
      Class<?> testClass, Method method, KvPerfSettings run, EngineRegistry registry) {
    try {
      Scale scale = run.scope().scale();
      List<String> only = run.scope().engines();
      int arms = run.compare().build().isPresent() ? 2 : 1;
      double seconds = 0;
      for (ContractDefinition contract : ContractDefinition.sweep(testClass, method).values()) {
        long engines =
            EngineSelection.select(registry, contract).stream()
                .map(KvEngine::id)
                .filter(id -> only.isEmpty() || only.contains(id))
                .count();
        seconds +=
            engines
                * arms
                * forkSeconds(
                    contract.workload().scaled(scale),
                    contract.measurement().scaled(scale.factor()));
      }
      return seconds;
    } catch (RuntimeException e) {
      return 0;
    }
  }

  private static double forkSeconds(WorkloadSpec workload, MeasurementPlan measurement) {
    double perFork =
        FORK_START_SECONDS
            + workload.preloadCount() * PRELOAD_SECONDS_PER_KEY
            + measurement.warmup().total().toNanos() / 1e9
            + measurement.measured().total().toNanos() / 1e9;
    return measurement.forks() * perFork;
  }

  /**
   * Adds this plan's record to {@value ReportFiles#SHARD}, the first of this run replacing what an
   * earlier run left, and says on the console what this shard runs of it.
   */
  private void record(ShardPlan plan, List<String> mine) {
    Path directory = Path.of(settings.apply(KvPerfSettings.REPORT_DIR).orElse("target/kvperf"));
    Map<String, Object> document = new LinkedHashMap<>();
    document.put("shard", shard.get().index());
    document.put("of", shard.get().count());
    document.put("plan", plan.fingerprint(directory.getFileName().toString()));
    document.put("contracts", mine);
    List<Long> declared = new ArrayList<>();
    for (int index = 1; index <= plan.count(); index++) {
      declared.add(Math.round(plan.secondsOf(index)));
    }
    document.put("declaredSecondsByShard", declared);
    document.put("imbalance", plan.imbalance());
    try {
      Files.createDirectories(directory);
      records.add(document);
      new ObjectMapper()
          .writerWithDefaultPrettyPrinter()
          .writeValue(directory.resolve(ReportFiles.SHARD).toFile(), records);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot record kvperf shard " + shard.get(), e);
    }
    int all = plan.byShard().values().stream().mapToInt(List::size).sum();
    System.out.println(
        String.format(
            Locale.ROOT,
            "kvperf: shard %s runs %d of %d contracts; declared seconds by shard %s (the costliest"
                + " %.2f times the mean)",
            shard.get(),
            mine.size(),
            all,
            declared,
            plan.imbalance()));
  }

  /** The contract method {@code descriptor} stands for, if it is one. */
  private static Optional<Method> contractMethod(TestDescriptor descriptor) {
    return descriptor
        .getSource()
        .filter(MethodSource.class::isInstance)
        .map(source -> ((MethodSource) source).getJavaMethod())
        .filter(method -> AnnotationSupport.isAnnotated(method, KvPerfTest.class));
  }

  private static String idOf(TestDescriptor descriptor, Method method) {
    return ((MethodSource) descriptor.getSource().orElseThrow()).getClassName()
        + "#"
        + method.getName();
  }

  /**
   * The settings a discovery filter can read: system properties, then {@code
   * junit-platform.properties} on the class path, then the environment.
   */
  private static Function<String, Optional<String>> discoverySettings() {
    Properties file = new Properties();
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    try (InputStream in =
        loader == null ? null : loader.getResourceAsStream("junit-platform.properties")) {
      if (in != null) {
        file.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read junit-platform.properties", e);
    }
    return key ->
        Optional.ofNullable(System.getProperty(key))
            .or(() -> Optional.ofNullable(file.getProperty(key)))
            .or(() -> Optional.ofNullable(System.getenv(key)));
  }
}
