package io.kvperf.engines.leveldbjni;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.ScanDirection;
import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.DBIterator;
import org.iq80.leveldb.WriteBatch;

/**
 * The store behind {@link LevelDbJniEngine}; the DB is thread-safe. leveldbjni's iterator: {@code
 * peekNext()} is the current entry, {@code prev()} moves to the previous one.
 */
final class LevelDbJniStore extends AbstractKvStore {
  private final DB db;

  LevelDbJniStore(DB db) {
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
    try (DBIterator iterator = db.iterator()) {
      iterator.seek(startKey);
      return direction == ScanDirection.ASCENDING
          ? ascending(iterator, limit, visitor)
          : descending(iterator, startKey, limit, visitor);
    } catch (IOException e) {
      throw new KvStoreException("LevelDB scan failed", e);
    }
  }

  private static int ascending(DBIterator iterator, int limit, EntryVisitor visitor) {
    int visited = 0;
    while (visited < limit && iterator.hasNext()) {
      Map.Entry<byte[], byte[]> entry = iterator.next();
      visitor.visit(entry.getKey(), entry.getValue());
      visited++;
    }
    return visited;
  }

  private static int descending(
      DBIterator iterator, byte[] startKey, int limit, EntryVisitor visitor) {
    // The seek lands on the first key >= start: step back unless it is the start itself.
    if (!iterator.hasNext()) {
      iterator.seekToLast();
      if (!iterator.hasNext()) {
        return 0;
      }
    } else if (Arrays.compareUnsigned(iterator.peekNext().getKey(), startKey) > 0) {
      if (!iterator.hasPrev()) {
        return 0;
      }
      iterator.prev();
    }
    int visited = 0;
    while (visited < limit) {
      Map.Entry<byte[], byte[]> entry = iterator.peekNext();
      visitor.visit(entry.getKey(), entry.getValue());
      visited++;
      if (!iterator.hasPrev()) {
        break;
      }
      iterator.prev();
    }
    return visited;
  }

  @Override
  protected void engineFlush() {}

  /** Compacts the whole key range, which writes the log's entries out first; waits for it. */
  @Override
  protected void engineSettle() {
    db.compactRange(null, null);
  }

  @Override
  protected void engineClose() throws IOException {
    db.close();
  }
}
