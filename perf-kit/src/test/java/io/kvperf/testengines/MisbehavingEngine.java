package io.kvperf.testengines;

import io.kvperf.engine.Capability;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

/**
 * Engines whose gets fail the way real engines do, after a correct preload: {@code crashing} kills
 * its JVM (as a native crash would), {@code exhausting} runs out of heap, {@code hanging} never
 * returns and ignores interrupts.
 */
public abstract class MisbehavingEngine implements KvEngine {
  private final String id;

  MisbehavingEngine(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public Set<Capability> capabilities() {
    return Set.of();
  }

  @Override
  public KvStore open(StoreContext context) {
    return new DelegatingStore(new SkipListEngine().open(context)) {
      private int gets;

      @Override
      public byte[] get(byte[] key) {
        // The preload check reads back 1,000 entries; misbehave after it.
        if (++gets > 2_000) {
          misbehave();
        }
        return super.get(key);
      }
    };
  }

  abstract void misbehave();

  /** {@code crashing}: halts its JVM with exit code 134, as an abort in native code does. */
  public static final class Crashing extends MisbehavingEngine {
    /** Created by ServiceLoader. */
    public Crashing() {
      super("crashing");
    }

    @Override
    void misbehave() {
      Runtime.getRuntime().halt(134);
    }
  }

  /** {@code exhausting}: keeps every array it allocates until the heap is gone. */
  public static final class Exhausting extends MisbehavingEngine {
    private final List<long[]> kept = new ArrayList<>();

    /** Created by ServiceLoader. */
    public Exhausting() {
      super("exhausting");
    }

    @Override
    void misbehave() {
      kept.add(new long[1 << 20]);
    }
  }

  /** {@code hanging}: never returns, whatever interrupts it. */
  public static final class Hanging extends MisbehavingEngine {
    /** Created by ServiceLoader. */
    public Hanging() {
      super("hanging");
    }

    @Override
    void misbehave() {
      while (true) {
        LockSupport.parkNanos(1_000_000_000L);
      }
    }
  }
}
