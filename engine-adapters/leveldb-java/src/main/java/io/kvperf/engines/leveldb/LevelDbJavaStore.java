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
    this.db = db;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    return db.get(key);
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    db.put(key, value);
  }

  /** One {@link WriteBatch} per batch, LevelDB's fast path for loading. */
  @Override
  protected void enginePutBatch(byte[][] keys, byte[][] values) {
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
  protected void engineDelete(byte[] key) {
    db.delete(key);
  }

  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
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
  protected void engineFlush() {}

  @Override
  protected void engineClose() throws IOException {
    db.close();
  }
}
