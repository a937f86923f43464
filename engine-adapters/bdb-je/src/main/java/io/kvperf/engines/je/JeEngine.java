package io.kvperf.engines.je;

import com.sleepycat.je.Database;
import com.sleepycat.je.DatabaseConfig;
import com.sleepycat.je.Durability;
import com.sleepycat.je.Environment;
import com.sleepycat.je.EnvironmentConfig;
import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SettingDescriptor;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code bdb-je}: one transactional database in a Berkeley DB JE environment, committing without
 * sync, as the Krati seed ran it. The settings that matter are in {@link #options()} and the
 * module's README.
 */
public final class JeEngine implements KvEngine {
  static final long CACHE_SIZE_BYTES = 64L << 20;

  /** The setting for JE's cache as a share of the fork's heap ({@code je.maxMemoryPercent}). */
  // snippet:cache-percent
  static final SettingDescriptor<Integer> CACHE_PERCENT =
      SettingDescriptor.wholeNumber("cachePercent", 1, 90)
          .means(
              "JE's cache as a percentage of the fork's maximum heap"
                  + " (`EnvironmentConfig.setCachePercent`, i.e. `je.maxMemoryPercent`)")
          .byDefault("a fixed " + (CACHE_SIZE_BYTES >> 20) + " MB")
          .reportedAs(percent -> percent + " % of the fork's maximum heap")
          .replacing("cacheSizeBytes");

  // end-snippet:cache-percent

  @Override
  public String id() {
    return "bdb-je";
  }

  /**
   * {@link Capability#SEPARATE_JVMS}: two builds of JE load side by side in one JVM, but their
   * cleaner, checkpointer and evictor threads work through each other's turns, and a comparison in
   * one JVM measured the build leading each fork 12-38 % off the average (measured:
   * docs/records/2026-11-25-bdb-je-in-one-jvm-and-in-forks.md); JE compares in pairs of forks.
   */
  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.PERSISTENT,
        Capability.SEPARATE_JVMS);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "cacheSizeBytes", String.valueOf(CACHE_SIZE_BYTES),
        "transactional", "true, auto-commit per operation",
        "durability", "COMMIT_NO_SYNC",
        "flush", "Environment.flushLog(false): log buffers to the OS, no fsync",
        "compression", "none (JE has none)");
  }

  @Override
  public List<SettingDescriptor<?>> settings() {
    return List.of(CACHE_PERCENT);
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    EnvironmentConfig environmentConfig =
        new EnvironmentConfig().setAllowCreate(true).setTransactional(true);
    environmentConfig.setDurability(Durability.COMMIT_NO_SYNC);
    CACHE_PERCENT
        .in(context)
        .ifPresentOrElse(
            environmentConfig::setCachePercent,
            () -> environmentConfig.setCacheSize(CACHE_SIZE_BYTES));
    Environment environment = new Environment(directory.toFile(), environmentConfig);
    Database database =
        environment.openDatabase(
            null, "kv", new DatabaseConfig().setAllowCreate(true).setTransactional(true));
    return new JeStore(environment, database);
  }
}
