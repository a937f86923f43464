package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.StoreContext;
import java.io.IOException;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * {@code background-allocating}: {@link AllocatingEngine}'s gets, beside a thread of the store's
 * own that allocates {@value #BACKGROUND_BYTES_PER_GET} bytes of heap for every get done, as a
 * compactor keeps pace with writes. The threads that issue the gets allocate {@link
 * AllocatingEngine#BYTES_PER_GET} per get; the process, about five times as much.
 */
public final class BackgroundAllocatingEngine implements KvEngine {
  /** Heap bytes the background thread allocates per get (one {@code byte[4080]}). */
  public static final int BACKGROUND_BYTES_PER_GET = 4096;

  @Override
  public String id() {
    return "background-allocating";
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) throws IOException {
    AtomicLong gets = new AtomicLong();
    BackgroundAllocator allocator = new BackgroundAllocator(gets);
    Thread background = new Thread(allocator, "background-allocator");
    background.setDaemon(true);
    background.start();
    return new DelegatingStore(new AllocatingEngine().open(context)) {
      @Override
      public byte[] get(byte[] key) {
        gets.incrementAndGet();
        return super.get(key);
      }

      @Override
      public void close() throws IOException {
        background.interrupt();
        try {
          background.join();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        super.close();
        allocator.checkReachable();
      }
    };
  }

  /** Allocates for every get counted, keeping the last array reachable so it is not elided. */
  private static final class BackgroundAllocator implements Runnable {
    private final AtomicLong gets;
    private volatile byte[] garbage;

    BackgroundAllocator(AtomicLong gets) {
      this.gets = gets;
    }

    @Override
    public void run() {
      long allocatedFor = 0;
      while (!Thread.currentThread().isInterrupted()) {
        if (allocatedFor < gets.get()) {
          garbage = new byte[BACKGROUND_BYTES_PER_GET - 16];
          allocatedFor++;
        } else {
          LockSupport.parkNanos(100_000);
        }
      }
    }

    void checkReachable() {
      byte[] last = garbage;
      if (last != null && last.length != BACKGROUND_BYTES_PER_GET - 16) {
        throw new IllegalStateException("unreachable: keeps the allocation observable");
      }
    }
  }
}
