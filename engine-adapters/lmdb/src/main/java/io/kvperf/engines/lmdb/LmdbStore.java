package io.kvperf.engines.lmdb;

import io.kvperf.engine.AbstractKvStore;
import io.kvperf.engine.EntryVisitor;
import io.kvperf.engine.ScanDirection;
import io.kvperf.engine.ValueReader;
import java.nio.ByteBuffer;
import org.lmdbjava.CursorIterable;
import org.lmdbjava.CursorIterable.KeyVal;
import org.lmdbjava.Dbi;
import org.lmdbjava.Env;
import org.lmdbjava.KeyRange;
import org.lmdbjava.Txn;

/**
 * The store behind {@link LmdbEngine}, through lmdbjava's direct-{@link ByteBuffer} proxy: a read
 * returns a buffer over LMDB's memory map itself, valid while its read transaction is open. So
 * {@link #read} lends that buffer without copying, while {@link #get} and scans copy out into
 * arrays. Keys and values going in are copied into direct buffers of the calling thread, which LMDB
 * copies again on commit. Reads run in their own read transactions on any thread ({@code
 * MDB_NOTLS}); LMDB serialises write transactions itself. Keys compare as unsigned bytes.
 */
final class LmdbStore extends AbstractKvStore {
  private final Env<ByteBuffer> env;
  private final Dbi<ByteBuffer> db;
  private final ThreadLocal<DirectBuffers> buffers = ThreadLocal.withInitial(DirectBuffers::new);

  LmdbStore(Env<ByteBuffer> env, Dbi<ByteBuffer> db) {
    this.env = env;
    this.db = db;
  }

  @Override
  protected byte[] engineGet(byte[] key) {
    try (Txn<ByteBuffer> txn = env.txnRead()) {
      ByteBuffer value = db.get(txn, buffers.get().key(key));
      return value == null ? null : copy(value);
    }
  }

  /** Lends LMDB's own buffer over the mapped value, read-only, inside the read transaction. */
  @Override
  protected boolean engineRead(byte[] key, ValueReader reader) {
    try (Txn<ByteBuffer> txn = env.txnRead()) {
      ByteBuffer value = db.get(txn, buffers.get().key(key));
      if (value == null) {
        return false;
      }
      reader.read(value.asReadOnlyBuffer());
      return true;
    }
  }

  @Override
  protected void enginePut(byte[] key, byte[] value) {
    DirectBuffers direct = buffers.get();
    db.put(direct.key(key), direct.value(value));
  }

  /** One write transaction per batch. */
  @Override
  protected void enginePutBatch(byte[][] keys, byte[][] values) {
    DirectBuffers direct = buffers.get();
    try (Txn<ByteBuffer> txn = env.txnWrite()) {
      for (int i = 0; i < keys.length; i++) {
        db.put(txn, direct.key(keys[i]), direct.value(values[i]));
      }
      txn.commit();
    }
  }

  @Override
  protected void engineDelete(byte[] key) {
    db.delete(buffers.get().key(key));
  }

  @Override
  protected int engineScan(
      byte[] startKey, int limit, ScanDirection direction, EntryVisitor visitor) {
    ByteBuffer start = buffers.get().key(startKey);
    KeyRange<ByteBuffer> range =
        direction == ScanDirection.ASCENDING
            ? KeyRange.atLeast(start)
            : KeyRange.atLeastBackward(start);
    int visited = 0;
    try (Txn<ByteBuffer> txn = env.txnRead();
        CursorIterable<ByteBuffer> entries = db.iterate(txn, range)) {
      for (KeyVal<ByteBuffer> entry : entries) {
        if (visited == limit) {
          break;
        }
        visitor.visit(copy(entry.key()), copy(entry.val()));
        visited++;
      }
    }
    return visited;
  }

  private static byte[] copy(ByteBuffer buffer) {
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }

  /**
   * Unsigned lexicographic order of the buffers' remaining bytes, LMDB's own (memcmp) order, for
   * lmdbjava's cursor ranges on the Java side.
   */
  static int compareUnsigned(ByteBuffer a, ByteBuffer b) {
    int mismatch = a.mismatch(b);
    if (mismatch < 0) {
      return 0;
    }
    if (mismatch >= a.remaining() || mismatch >= b.remaining()) {
      return Integer.compare(a.remaining(), b.remaining());
    }
    return Integer.compare(
        Byte.toUnsignedInt(a.get(a.position() + mismatch)),
        Byte.toUnsignedInt(b.get(b.position() + mismatch)));
  }

  @Override
  protected void engineFlush() {
    env.sync(true);
  }

  @Override
  protected void engineClose() {
    db.close();
    env.close();
  }

  /** One thread's direct buffers for keys and values going in, grown as needed. */
  private static final class DirectBuffers {
    private ByteBuffer key = ByteBuffer.allocateDirect(64);
    private ByteBuffer value = ByteBuffer.allocateDirect(1024);

    ByteBuffer key(byte[] bytes) {
      key = fill(key, bytes);
      return key;
    }

    ByteBuffer value(byte[] bytes) {
      value = fill(value, bytes);
      return value;
    }

    private static ByteBuffer fill(ByteBuffer buffer, byte[] bytes) {
      ByteBuffer target =
          buffer.capacity() >= bytes.length
              ? buffer
              : ByteBuffer.allocateDirect(Math.max(bytes.length, 2 * buffer.capacity()));
      target.clear();
      target.put(bytes).flip();
      return target;
    }
  }
}
