package io.kvperf.engine;

import java.util.Locale;

/**
 * What a fork does to the store between the preload and the first warm-up iteration, the same in
 * every fork and in both arms of a comparison: the kit's setting {@value #SETTING_NAME}, which
 * every engine takes ({@code @EngineSetting(engine = "rocksdb", name = "afterPreload", value =
 * "settle")}). A store preloaded in random order reaches a different internal shape in each fork
 * (flushes and compactions land at different times); settling it gives every fork the same start.
 */
public enum AfterPreload {
  /** Nothing: the warm-up starts on the store as the preload left it. */
  NOTHING,
  /** {@link KvStore#flush()}: every write durable, memtables written out. */
  FLUSH,
  /** {@link KvStore#settle()}: the engine's own background work finished (a full compaction). */
  SETTLE;

  /** The setting's name. */
  public static final String SETTING_NAME = "afterPreload";

  /** The kit's setting that every engine takes. */
  public static final SettingDescriptor<AfterPreload> SETTING =
      SettingDescriptor.of(SETTING_NAME, "nothing, flush or settle", AfterPreload::parse)
          .means(
              "what the fork does to the store after the preload, before the warm-up: nothing,"
                  + " flush, or settle (the engine's background work finished, such as a full"
                  + " compaction)")
          .byDefault("nothing")
          .reportedAs(AfterPreload::describe);

  private static AfterPreload parse(String text) {
    try {
      return valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("use nothing, flush or settle", e);
    }
  }

  private static String describe(AfterPreload step) {
    return switch (step) {
      case NOTHING -> "nothing after the preload";
      case FLUSH -> "flush after the preload";
      case SETTLE -> "settle after the preload (KvStore.settle)";
    };
  }

  /** Does this step to {@code store}. */
  public void applyTo(KvStore store) throws java.io.IOException {
    switch (this) {
      case NOTHING -> {}
      case FLUSH -> store.flush();
      case SETTLE -> store.settle();
    }
  }
}
