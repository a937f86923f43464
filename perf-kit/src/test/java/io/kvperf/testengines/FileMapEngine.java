package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * {@code file-map}: a sorted map in memory that keeps its entries on disk, written whole to one
 * file in its directory at each flush and read back when a store is opened there: the least engine
 * that is {@link Capability#PERSISTENT}, so that a store can be closed, copied and opened again.
 */
public final class FileMapEngine implements KvEngine {
  /** The file in the store's directory holding its entries. */
  public static final String FILE = "entries.bin";

  @Override
  public String id() {
    return "file-map";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of(Capability.PERSISTENT);
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    return new FileMapStore(context.directory().resolve(FILE));
  }

  private static final class FileMapStore implements KvStore {
    private final Path file;
    private final ConcurrentSkipListMap<byte[], byte[]> entries =
        new ConcurrentSkipListMap<>(Arrays::compareUnsigned);

    FileMapStore(Path file) throws IOException {
      this.file = file;
      if (Files.exists(file)) {
        try (DataInputStream in =
            new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
          for (int count = in.readInt(); count > 0; count--) {
            byte[] key = in.readNBytes(in.readInt());
            entries.put(key, in.readNBytes(in.readInt()));
          }
        }
      }
    }

    @Override
    public byte[] get(byte[] key) {
      return entries.get(key);
    }

    @Override
    public void put(byte[] key, byte[] value) {
      entries.put(key.clone(), value.clone());
    }

    @Override
    public void delete(byte[] key) {
      entries.remove(key);
    }

    @Override
    public void flush() throws IOException {
      try (DataOutputStream out =
          new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
        out.writeInt(entries.size());
        for (Map.Entry<byte[], byte[]> entry : entries.entrySet()) {
          out.writeInt(entry.getKey().length);
          out.write(entry.getKey());
          out.writeInt(entry.getValue().length);
          out.write(entry.getValue());
        }
      }
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
