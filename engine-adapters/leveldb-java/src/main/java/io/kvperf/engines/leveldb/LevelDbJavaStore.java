package io.kvperf.engines.leveldb;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.ScanDirection;
import java.io.IOException;
import java.util.Map;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.DBIterator;
import org.iq80.leveldb.WriteBatch;

/** The store behind {@link LevelDbJavaEngine}; the DB is thread-safe. */
final class LevelDbJavaStore extends AbstractKvStore {
  private final DB db;

  LevelDbJavaStore(DB db) {
    super("leveldb-java");
    this.db = db;
  }

  @Override
  public byte[] get(byte[] key) {
    checkOpen();
    return db.get(key);
  }

  @Override
  public void put(byte[] key, byte[] value) {
    checkOpen();
    db.put(key, value);
  }

  /** One {@link WriteBatch} per batch, LevelDB's fast path for loading. */
  @Override
  public void putBatch(byte[][] keys, byte[][] values) {
    checkOpen();
    try (WriteBatch batch = db.createWriteBatch()) {
      for (int i = 0; i < keys.length; i++) {
        batch.put(keys[i], values[i]);
      }
      db.write(batch);
    } catch (IOException e) {
      throw new KvStoreException("LevelDB batch write failed", e);
    }
  }

  @Override
  public void delete(byte[] key) {
    checkOpen();
    db.delete(key);
  }

  @Override
  public int scan(byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    checkOpen();
    if (direction == ScanDirection.DESCENDING) {
      throw new UnsupportedOperationException(
          "leveldb-java declares no descending scans: its reverse iteration is unsupported");
    }
    try (DBIterator iterator = db.iterator()) {
      iterator.seek(startKey);
      int visited = 0;
      while (visited < limit && iterator.hasNext()) {
        Map.Entry<byte[], byte[]> entry = iterator.next();
        visitor.visit(entry.getKey(), entry.getValue());
        visited++;
      }
      return visited;
    } catch (IOException e) {
      throw new KvStoreException("LevelDB scan failed", e);
    }
  }

  @Override
  protected void flushEngine() {}

  @Override
  protected void closeEngine() throws IOException {
    db.close();
  }
}
