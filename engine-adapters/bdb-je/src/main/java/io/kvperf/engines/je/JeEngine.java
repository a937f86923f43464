package io.kvperf.engines.je;

import com.sleepycat.je.Database;
import com.sleepycat.je.DatabaseConfig;
import com.sleepycat.je.Durability;
import com.sleepycat.je.Environment;
import com.sleepycat.je.EnvironmentConfig;
import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SettingValues;
import io.kvperf.engine.StoreContext;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code bdb-je}: one transactional database in a Berkeley DB JE environment, committing without
 * sync, as the Krati seed ran it. The settings that matter are in {@link #options()} and the
 * module's README.
 */
public final class JeEngine implements KvEngine {
  static final long CACHE_SIZE_BYTES = 64L << 20;

  /** The setting for JE's cache as a share of the fork's heap ({@code je.maxMemoryPercent}). */
  static final String CACHE_PERCENT = "cachePercent";

  private static final int MAX_CACHE_PERCENT = 90;

  @Override
  public String id() {
    return "bdb-je";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.PERSISTENT,
        Capability.SIDE_BY_SIDE);
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
  public Map<String, String> settings() {
    return Map.of(
        CACHE_PERCENT,
        "JE's cache as a percentage of the fork's maximum heap (je.maxMemoryPercent), 1-"
            + MAX_CACHE_PERCENT
            + "; default: a fixed "
            + (CACHE_SIZE_BYTES >> 20)
            + " MB");
  }

  @Override
  public void checkSettings(Map<String, String> settings) {
    KvEngine.super.checkSettings(settings);
    String percent = settings.get(CACHE_PERCENT);
    if (percent != null) {
      cachePercent(percent);
    }
  }

  @Override
  public Map<String, String> options(Map<String, String> settings) {
    String percent = settings.get(CACHE_PERCENT);
    if (percent == null) {
      return options();
    }
    Map<String, String> options = new TreeMap<>(options());
    options.remove("cacheSizeBytes");
    options.put(CACHE_PERCENT, percent + " % of the fork's maximum heap (set by the contract)");
    return options;
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    Map<String, String> settings = context.settings();
    checkSettings(settings);
    EnvironmentConfig environmentConfig =
        new EnvironmentConfig().setAllowCreate(true).setTransactional(true);
    environmentConfig.setDurability(Durability.COMMIT_NO_SYNC);
    String percent = settings.get(CACHE_PERCENT);
    if (percent == null) {
      environmentConfig.setCacheSize(CACHE_SIZE_BYTES);
    } else {
      environmentConfig.setCachePercent(cachePercent(percent));
    }
    Environment environment = new Environment(directory.toFile(), environmentConfig);
    Database database =
        environment.openDatabase(
            null, "kv", new DatabaseConfig().setAllowCreate(true).setTransactional(true));
    return new JeStore(environment, database);
  }

  private static int cachePercent(String value) {
    return SettingValues.wholeNumber(CACHE_PERCENT, value, 1, MAX_CACHE_PERCENT);
  }
}
