package io.kvperf.engine;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An engine adapter, discovered with {@link java.util.ServiceLoader} (register the implementation
 * in {@code META-INF/services/io.kvperf.engine.KvEngine}). It must have a public no-argument
 * constructor; it is created in the test JVM (to list engines and their JVM options) and again in
 * each forked JVM that measures it.
 */
public interface KvEngine {

  /**
   * The engine's id: lower case letters, digits and '-', unique on the classpath. It names the
   * engine in display names, baselines and reports, so it never changes once published.
   */
  String id();

  /** The capabilities the engine honours; a workload needing another one skips this engine. */
  Set<Capability> capabilities();

  /**
   * Every option that matters for a fair comparison (cache size, compression, sync, batch size), as
   * name → value, written into reports so that a comparison can be audited.
   */
  default Map<String, String> options() {
    return Map.of();
  }

  /**
   * The settings a contract may give this engine with {@code @EngineSetting}, each described once:
   * the kit checks contracts' values against them before anything is forked, shows them in reports'
   * options and renders the adapter's settings table from them ({@link DeclaredSettings}). None by
   * default.
   */
  default List<SettingDescriptor<?>> settings() {
    return List.of();
  }

  /**
   * JVM options the forked JVM needs for this engine (for example {@code --add-opens}); they are
   * added to this engine's forks only.
   *
   * @param forkJvm the version of the JVM that will be forked, so that options valid only on newer
   *     JDKs can be added only there
   */
  default List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return List.of();
  }

  /**
   * Opens a store as {@code context} says: in its directory, sized for its hints, under its
   * settings (which the kit checked against {@link #settings()}; an engine without settings is
   * never given any). The harness opens every store this way, and so does the conformance kit.
   */
  KvStore open(StoreContext context) throws IOException;
}
