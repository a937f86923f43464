package io.kvperf.testengines;

import io.kvperf.engine.KvStore;
import java.io.IOException;

/**
 * Adds a fixed share of extra gets, each as costly as a measured one: the extra get looks up the
 * key of {@value #KEYS_BACK} operations earlier, whose path through the store has left the core's
 * caches as a random key's has. (The key just read, or one 16 operations back, is still cached and
 * costs a fraction of a get: with 16, 15 % extra gets slowed the whole operation by about 8 %.)
 * Single-threaded use only (the tests' forks).
 */
final class ThrottledStore extends DelegatingStore {
  /** How many operations back the extra get's key comes from; a power of two. */
  static final int KEYS_BACK = 8192;

  private final int extraCostPercent;
  private final byte[][] recentKeys = new byte[KEYS_BACK][];
  private long gets;
  private int credit;
  private int sink;

  ThrottledStore(KvStore delegate, int extraCostPercent) {
    super(delegate);
    this.extraCostPercent = extraCostPercent;
  }

  @Override
  public byte[] get(byte[] key) {
    // The harness reuses its key buffer: keep a copy, in a slot of the same length when there is
    // one, so that the extra work costs the same at 0 % and every other share.
    int slot = (int) (gets++ & (KEYS_BACK - 1));
    byte[] kept = recentKeys[slot];
    if (kept == null || kept.length != key.length) {
      recentKeys[slot] = key.clone();
    } else {
      System.arraycopy(key, 0, kept, 0, key.length);
    }
    credit += extraCostPercent;
    while (credit >= 100) {
      credit -= 100;
      extraGet(recentKeys[(slot + 1) & (KEYS_BACK - 1)], key);
    }
    return super.get(key);
  }

  /**
   * The planted work, in a frame of its own so that a profile names it: a get of {@code earlier},
   * or of {@code key} before the store has seen {@value #KEYS_BACK} keys.
   */
  private void extraGet(byte[] earlier, byte[] key) {
    byte[] again = super.get(earlier == null ? key : earlier);
    sink += again == null ? 0 : again.length;
  }

  @Override
  public void close() throws IOException {
    if (sink == Integer.MIN_VALUE) {
      // Reading the sink keeps the extra gets from being optimised away.
      throw new IllegalStateException("unreachable");
    }
    super.close();
  }
}
