package io.kvperf.engines.je;

import com.sleepycat.je.Cursor;
import com.sleepycat.je.CursorConfig;
import com.sleepycat.je.Database;
import com.sleepycat.je.DatabaseEntry;
import com.sleepycat.je.Environment;
import com.sleepycat.je.LockMode;
import com.sleepycat.je.OperationStatus;
import com.sleepycat.je.Transaction;
import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import java.util.Arrays;

/**
 * The store behind {@link JeEngine}. JE's default comparator orders keys byte by byte, unsigned, as
 * the SPI requires. Database handles are thread-safe.
 */
final class JeStore extends AbstractKvStore {
  private final Environment environment;
  private final Database database;

  /** The cache size JE settled on, in bytes; for tests of the cache setting. */
  long cacheSizeBytes() {
    return environment.getConfig().getCacheSize();
  }

  JeStore(Environment environment, Database database) {
    this.environment = environment;
    this.database = database;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    DatabaseEntry value = new DatabaseEntry();
    OperationStatus status = database.get(null, new DatabaseEntry(key), value, LockMode.DEFAULT);
    return status == OperationStatus.SUCCESS ? value.getData() : null;
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    database.put(null, new DatabaseEntry(key), new DatabaseEntry(value));
  }

  /** One transaction per batch, JE's fast path for loading. */
  @Override
  protected void enginePutBatch(byte[][] keys, byte[][] values) {
    Transaction transaction = environment.beginTransaction(null, null);
    try {
      for (int i = 0; i < keys.length; i++) {
        database.put(transaction, new DatabaseEntry(keys[i]), new DatabaseEntry(values[i]));
      }
      transaction.commit();
    } catch (RuntimeException e) {
      transaction.abort();
      throw e;
    }
  }

  @Override
  protected void engineDelete(byte[] key) {
    database.delete(null, new DatabaseEntry(key));
  }

  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    DatabaseEntry key = new DatabaseEntry(startKey);
    DatabaseEntry value = new DatabaseEntry();
    try (Cursor cursor = database.openCursor(null, CursorConfig.READ_COMMITTED)) {
      OperationStatus status = cursor.getSearchKeyRange(key, value, LockMode.DEFAULT);
      if (direction == ScanDirection.DESCENDING) {
        // The range search lands on the first key >= start: step back unless it is the start.
        if (status != OperationStatus.SUCCESS) {
          status = cursor.getLast(key, value, LockMode.DEFAULT);
        } else if (Arrays.compareUnsigned(key.getData(), startKey) > 0) {
          status = cursor.getPrev(key, value, LockMode.DEFAULT);
        }
      }
      int visited = 0;
      while (visited < limit && status == OperationStatus.SUCCESS) {
        visitor.visit(key.getData(), value.getData());
        visited++;
        status =
            direction == ScanDirection.ASCENDING
                ? cursor.getNext(key, value, LockMode.DEFAULT)
                : cursor.getPrev(key, value, LockMode.DEFAULT);
      }
      return visited;
    }
  }

  @Override
  protected void engineFlush() {
    environment.flushLog(false);
  }

  @Override
  protected void engineClose() {
    database.close();
    environment.close();
  }
}
