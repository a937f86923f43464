package io.kvperf.engines.rocksdb;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.KvStoreException;
import io.kvperf.engine.ScanDirection;
import org.rocksdb.FlushOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

/**
 * The store behind {@link RocksDbEngine}. RocksDB is thread-safe; its default comparator is
 * bytewise (unsigned), as the SPI requires.
 */
final class RocksDbStore extends AbstractKvStore {
  private final RocksDB db;
  private final Options options;
  private final WriteOptions writeOptions;
  private final LRUCache cache;

  RocksDbStore(RocksDB db, Options options, WriteOptions writeOptions, LRUCache cache) {
    this.db = db;
    this.options = options;
    this.writeOptions = writeOptions;
    this.cache = cache;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    try {
      return db.get(key);
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB get failed", e);
    }
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    try {
      db.put(writeOptions, key, value);
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB put failed", e);
    }
  }

  /** One {@link WriteBatch} per batch, RocksDB's fast path for loading. */
  @Override
  protected void enginePutBatch(byte[][] keys, byte[][] values) {
    try (WriteBatch batch = new WriteBatch()) {
      for (int i = 0; i < keys.length; i++) {
        batch.put(keys[i], values[i]);
      }
      db.write(writeOptions, batch);
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB batch write failed", e);
    }
  }

  @Override
  protected void engineDelete(byte[] key) {
    try {
      db.delete(writeOptions, key);
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB delete failed", e);
    }
  }

  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    try (RocksIterator iterator = db.newIterator()) {
      boolean ascending = direction == ScanDirection.ASCENDING;
      if (ascending) {
        iterator.seek(startKey);
      } else {
        iterator.seekForPrev(startKey);
      }
      int visited = 0;
      while (visited < limit && iterator.isValid()) {
        visitor.visit(iterator.key(), iterator.value());
        visited++;
        if (ascending) {
          iterator.next();
        } else {
          iterator.prev();
        }
      }
      iterator.status();
      return visited;
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB scan failed", e);
    }
  }

  @Override
  protected void engineFlush() {
    try (FlushOptions flush = new FlushOptions().setWaitForFlush(true)) {
      db.flush(flush);
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB flush failed", e);
    }
  }

  /** Flushes the memtable, then compacts every level into the last one, waiting for both. */
  @Override
  protected void engineSettle() {
    engineFlush();
    try {
      db.compactRange();
    } catch (RocksDBException e) {
      throw new KvStoreException("RocksDB compaction failed", e);
    }
  }

  @Override
  protected void engineClose() {
    db.close();
    writeOptions.close();
    options.close();
    cache.close();
  }
}
