package io.kvperf.engines.rocksdb;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.rocksdb.RocksDB;

/**
 * {@code planted-rocksdb}, test-only: RocksDB as {@code rocksdb} runs it, plus a planted cost of
 * CPU work on every get, to measure what a comparison of two builds of a native engine detects.
 *
 * <ul>
 *   <li>The cost, in nanoseconds per get: the fork's system property {@value #NANOS_PROPERTY}
 *       (default 0), unless a resource {@value #NANOS_RESOURCE} on the engine's own class path says
 *       otherwise, so that two builds of it in one JVM can differ.
 *   <li>With the system property {@value #FROM_VERSION_PROPERTY} set to a RocksDB version, the cost
 *       is planted only where the RocksDB this engine loaded is that version or newer: a regression
 *       that "shipped" in that release, for a bisect over real releases to find.
 * </ul>
 *
 * The work is a loop of integer steps whose count is set once per store from a measurement of the
 * loop's speed in the fork, so that a get costs about the nanoseconds asked on this machine.
 */
public final class PlantedRocksDbEngine implements KvEngine {
  /** The fork's system property holding the planted cost, nanoseconds per get. */
  public static final String NANOS_PROPERTY = "kvperf.test.plantedNanosPerGet";

  /** The class path resource holding the planted cost, over the system property. */
  public static final String NANOS_RESOURCE = "kvperf-test-planted-nanos.txt";

  /** The fork's system property naming the first RocksDB version that carries the cost. */
  public static final String FROM_VERSION_PROPERTY = "kvperf.test.plantedFromVersion";

  private final RocksDbEngine rocksdb = new RocksDbEngine();

  @Override
  public String id() {
    return "planted-rocksdb";
  }

  @Override
  public Set<Capability> capabilities() {
    return rocksdb.capabilities();
  }

  @Override
  public Map<String, String> options() {
    Map<String, String> options = new LinkedHashMap<>(rocksdb.options());
    options.put("plantedNanosPerGet", String.valueOf(askedNanos()));
    options.put("plantedFromVersion", System.getProperty(FROM_VERSION_PROPERTY, "every version"));
    return options;
  }

  @Override
  public java.util.List<String> forkJvmArgs(Runtime.Version forkJvm) {
    return rocksdb.forkJvmArgs(forkJvm);
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    KvStore store = rocksdb.open(context);
    String version = RocksDB.rocksdbVersion().toString();
    String from = System.getProperty(FROM_VERSION_PROPERTY);
    long nanos = from == null || compareVersions(version, from) >= 0 ? askedNanos() : 0;
    System.out.println(
        "planted-rocksdb: RocksDB " + version + ", planted " + nanos + " ns per get");
    return new PlantedStore(store, CpuBurn.stepsFor(nanos));
  }

  /** The cost asked for, before the version is considered. */
  private static long askedNanos() {
    try (InputStream own =
        PlantedRocksDbEngine.class.getClassLoader().getResourceAsStream(NANOS_RESOURCE)) {
      String text =
          own != null
              ? new String(own.readAllBytes(), StandardCharsets.UTF_8)
              : System.getProperty(NANOS_PROPERTY, "0");
      return Long.parseLong(text.trim());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + NANOS_RESOURCE, e);
    }
  }

  /** Compares dotted versions number by number: 10.10.1 is after 10.9.0. */
  static int compareVersions(String a, String b) {
    int[] x = Arrays.stream(a.split("\\.")).mapToInt(Integer::parseInt).toArray();
    int[] y = Arrays.stream(b.split("\\.")).mapToInt(Integer::parseInt).toArray();
    for (int i = 0; i < Math.max(x.length, y.length); i++) {
      int c = Integer.compare(i < x.length ? x[i] : 0, i < y.length ? y[i] : 0);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** The store with the planted work before each get. */
  private static final class PlantedStore implements KvStore {
    private final KvStore store;
    private final CpuBurn burn;

    PlantedStore(KvStore store, long steps) {
      this.store = store;
      this.burn = new CpuBurn(steps);
    }

    @Override
    public byte[] get(byte[] key) {
      burn.run();
      return store.get(key);
    }

    @Override
    public void put(byte[] key, byte[] value) {
      store.put(key, value);
    }

    @Override
    public void putBatch(byte[][] keys, byte[][] values) {
      store.putBatch(keys, values);
    }

    @Override
    public void delete(byte[] key) {
      store.delete(key);
    }

    @Override
    public int scan(
        byte[] startKey,
        int limit,
        io.kvperf.engine.ScanDirection direction,
        io.kvperf.engine.EntryVisitor visitor) {
      return store.scan(startKey, limit, direction, visitor);
    }

    @Override
    public void flush() throws IOException {
      store.flush();
    }

    @Override
    public void settle() throws IOException {
      store.settle();
    }

    @Override
    public void close() throws IOException {
      burn.check();
      store.close();
    }
  }
}
