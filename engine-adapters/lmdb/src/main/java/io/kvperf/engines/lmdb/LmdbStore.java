package io.kvperf.engines.lmdb;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import org.lmdbjava.CursorIterable;
import org.lmdbjava.CursorIterable.KeyVal;
import org.lmdbjava.Dbi;
import org.lmdbjava.Env;
import org.lmdbjava.KeyRange;
import org.lmdbjava.Txn;

/**
 * The store behind {@link LmdbEngine}. Reads run in their own read transactions on any thread
 * ({@code MDB_NOTLS}); LMDB serialises write transactions itself. Keys compare as unsigned bytes.
 */
final class LmdbStore extends AbstractKvStore {
  private final Env<byte[]> env;
  private final Dbi<byte[]> db;

  LmdbStore(Env<byte[]> env, Dbi<byte[]> db) {
    super("lmdb");
    this.env = env;
    this.db = db;
  }

  @Override
  public byte[] get(byte[] key) {
    checkOpen();
    try (Txn<byte[]> txn = env.txnRead()) {
      return db.get(txn, key);
    }
  }

  @Override
  public void put(byte[] key, byte[] value) {
    checkOpen();
    db.put(key, value);
  }

  /** One write transaction per batch. */
  @Override
  public void putBatch(byte[][] keys, byte[][] values) {
    checkOpen();
    try (Txn<byte[]> txn = env.txnWrite()) {
      for (int i = 0; i < keys.length; i++) {
        db.put(txn, keys[i], values[i]);
      }
      txn.commit();
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
    KeyRange<byte[]> range =
        direction == ScanDirection.ASCENDING
            ? KeyRange.atLeast(startKey)
            : KeyRange.atLeastBackward(startKey);
    int visited = 0;
    try (Txn<byte[]> txn = env.txnRead();
        CursorIterable<byte[]> entries = db.iterate(txn, range)) {
      for (KeyVal<byte[]> entry : entries) {
        if (visited == limit) {
          break;
        }
        visitor.visit(entry.key(), entry.val());
        visited++;
      }
    }
    return visited;
  }

  @Override
  protected void flushEngine() {
    env.sync(true);
  }

  @Override
  protected void closeEngine() {
    db.close();
    env.close();
  }
}
