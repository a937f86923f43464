package io.kvperf.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kvperf.engine.KvStore;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The conformance kit's checks of a store's life: concurrent writers, flush, close and reopen,
 * closing twice and use after close. The test reopens what a check closes.
 */
final class LifecycleConformance {
  private static final int THREADS = 4;
  private static final int KEYS_PER_THREAD = 2_000;
  private static final int REOPENED_KEYS = 1_000;

  private LifecycleConformance() {}

  static void concurrentWritersLoseNothing(KvStore store) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        done.add(threads.submit(() -> writeAndReadBack(store, thread)));
      }
      for (Future<?> future : done) {
        future.get(2, TimeUnit.MINUTES);
      }
    } finally {
      threads.shutdownNow();
    }
    for (int t = 0; t < THREADS; t++) {
      for (int i = 0; i < KEYS_PER_THREAD; i++) {
        byte[] key = Bytes.of("t" + t + "-" + i);
        assertArrayEquals(key, store.get(key), "lost write " + Bytes.text(key));
      }
    }
  }

  private static Void writeAndReadBack(KvStore store, int thread) {
    for (int i = 0; i < KEYS_PER_THREAD; i++) {
      byte[] key = Bytes.of("t" + thread + "-" + i);
      store.put(key, key);
      assertArrayEquals(key, store.get(key));
    }
    return null;
  }

  /** Writes keys, deletes one of them, flushes and closes {@code store}. */
  static void writeFlushAndClose(KvStore store) throws IOException {
    for (int i = 0; i < REOPENED_KEYS; i++) {
      store.put(Bytes.of("k" + i), Bytes.of("v" + i));
    }
    store.delete(Bytes.of("k7"));
    store.flush();
    store.close();
  }

  /** {@code reopened}, the store {@link #writeFlushAndClose} closed, has its writes and delete. */
  static void flushedWritesSurvived(KvStore reopened) {
    for (int i = 0; i < REOPENED_KEYS; i++) {
      byte[] expected = i == 7 ? null : Bytes.of("v" + i);
      assertArrayEquals(
          expected, reopened.get(Bytes.of("k" + i)), "key k" + i + " after reopening");
    }
  }

  /** Closes {@code store} twice, which is harmless, and uses it, which is a clear error. */
  static void closingTwiceIsHarmlessAndUseAfterCloseIsAClearError(KvStore store)
      throws IOException {
    store.put(Bytes.of("key"), Bytes.of("value"));
    store.close();
    store.close();
    RuntimeException error = assertThrows(RuntimeException.class, () -> store.get(Bytes.of("key")));
    assertNotNull(error.getMessage(), "the error says what is wrong");
  }
}
