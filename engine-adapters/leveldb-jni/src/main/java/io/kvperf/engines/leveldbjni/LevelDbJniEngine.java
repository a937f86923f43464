package io.kvperf.engines.leveldbjni;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.NativeAccess;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.fusesource.leveldbjni.JniDBFactory;
import org.iq80.leveldb.CompressionType;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;

/**
 * {@code leveldb-jni}: Google's LevelDB through leveldbjni (native code for Linux x86 and x86_64,
 * macOS and Windows; none for ARM64). The settings that matter are in {@link #options()} and the
 * module's README.
 */
public final class LevelDbJniEngine implements KvEngine {
  static final long CACHE_SIZE_BYTES = 64L << 20;

  @Override
  public String id() {
    return "leveldb-jni";
  }

  @Override
  public Set<Capability> capabilities() {
    return EnumSet.of(
        Capability.SCAN_ASCENDING,
        Capability.SCAN_DESCENDING,
        Capability.PERSISTENT,
        Capability.SIDE_BY_SIDE,
        Capability.FORKS_IN_SEQUENCE);
  }

  /** Native code: native access enabled on JDK 24 and later, nothing before. */
  @Override
  public List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return NativeAccess.jvmArgs(forkJvm);
  }

  @Override
  public Map<String, String> options() {
    return Map.of(
        "cacheSizeBytes", String.valueOf(CACHE_SIZE_BYTES),
        "compression", "NONE",
        "sync", "false (log written, not fsynced)",
        "flush", "none: LevelDB has no flush; acknowledged writes are in its log",
        "settle", "compactRange(null, null) over every key, waited for",
        "preload", "WriteBatch of 1,000 entries");
  }

  @Override
  public KvStore open(StoreContext context) {
    Path directory = context.directory();
    Options options =
        new Options()
            .createIfMissing(true)
            .compressionType(CompressionType.NONE)
            .cacheSize(CACHE_SIZE_BYTES);
    try {
      DB db = JniDBFactory.factory.open(directory.toFile(), options);
      return new LevelDbJniStore(db);
    } catch (IOException | UnsatisfiedLinkError e) {
      throw new KvStoreException(
          "cannot open LevelDB (JNI) in " + directory + " on " + System.getProperty("os.arch"), e);
    }
  }
}
