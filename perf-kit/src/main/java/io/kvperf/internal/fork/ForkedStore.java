package io.kvperf.internal.fork;

import io.kvperf.engine.AfterPreload;
import io.kvperf.engine.EngineRegistry;
import io.kvperf.engine.KvEngine;
import io.kvperf.engine.KvStore;
import io.kvperf.engine.SkipListEngine;
import io.kvperf.engine.StoreContext;
import io.kvperf.engine.StoreHints;
import io.kvperf.internal.protocol.ForkPlan;
import io.kvperf.internal.protocol.StoreCopy;
import io.kvperf.workload.KeySpace;
import io.kvperf.workload.ValueSpace;
import io.kvperf.workload.WorkloadSpec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The store a fork measures: opened in the plan's directory, preloaded with every key of the
 * workload and checked before anything is measured.
 */
final class ForkedStore implements AutoCloseable {
  private static final int PRELOAD_CHECKS = 1_000;

  private final String engineId;
  private final WorkloadSpec workload;
  private final KvStore store;
  private final long insertSpan;

  private ForkedStore(String engineId, WorkloadSpec workload, KvStore store, long insertSpan) {
    this.engineId = engineId;
    this.workload = workload;
    this.store = store;
    this.insertSpan = insertSpan;
  }

  /**
   * Opens the plan's engine and store, preloads and checks it, reporting progress on {@code out};
   * or, where the plan's {@link StoreCopy} says so, opens a copy of the store preloaded once for
   * every fork (preloading it first, when this fork makes it) and checks that.
   */
  static ForkedStore open(ForkPlan plan, PrintStream out) throws IOException {
    return open(
        plan,
        EngineRegistry.discover(ForkedStore.class.getClassLoader())
            .require(plan.target().engineId()),
        Path.of(plan.target().storeDirectory()),
        out);
  }

  /**
   * Opens the plan's engine as the other build of a comparison provides it, with the plan's
   * workload and settings, in {@value ForkPlan#OTHER_BUILD_STORE} beside the plan's store
   * directory.
   */
  static ForkedStore openOtherBuild(ForkPlan plan, OtherBuildLoader build, PrintStream out)
      throws IOException {
    Path directory =
        Path.of(plan.target().storeDirectory()).resolveSibling(ForkPlan.OTHER_BUILD_STORE);
    Files.createDirectories(directory);
    return preloadedIn(plan, build.engine(plan.target().engineId()), directory, out);
  }

  private static ForkedStore open(ForkPlan plan, KvEngine engine, Path directory, PrintStream out)
      throws IOException {
    StoreCopy copy = plan.target().storeCopy();
    if (!copy.copied()) {
      return preloadedIn(plan, engine, directory, out);
    }
    StoreTemplate template = new StoreTemplate(copy);
    if (copy.makes()) {
      long start = System.nanoTime();
      try {
        Files.createDirectories(template.directory());
        preloadedIn(plan, engine, template.directory(), out).close();
      } catch (IOException | RuntimeException e) {
        template.stopped();
        throw e;
      }
      template.ready();
      out.printf(
          "kvperf: %s: preloaded the store every fork copies in %d ms%n",
          plan.target().engineId(), (System.nanoTime() - start) / 1_000_000);
    }
    template.awaitReady();
    long start = System.nanoTime();
    template.copyInto(directory);
    long copied = System.nanoTime();
    ForkedStore forked =
        new ForkedStore(
            plan.target().engineId(),
            plan.load().workload(),
            engine.open(context(plan, directory)),
            plan.load().insertSpan());
    long opened = System.nanoTime();
    try {
      forked.checkPreload();
    } catch (RuntimeException e) {
      forked.close();
      throw e;
    }
    out.printf(
        "kvperf: %s: opened a copy of the store preloaded once in %d ms (copy %d, open %d, check"
            + " %d)%n",
        plan.target().engineId(),
        (System.nanoTime() - start) / 1_000_000,
        (copied - start) / 1_000_000,
        (opened - copied) / 1_000_000,
        (System.nanoTime() - opened) / 1_000_000);
    return forked;
  }

  /** The plan's engine opened in {@code directory}, preloaded, checked and settled as planned. */
  private static ForkedStore preloadedIn(
      ForkPlan plan, KvEngine engine, Path directory, PrintStream out) throws IOException {
    ForkedStore forked =
        preloaded(
            plan.target().engineId(),
            plan.load().workload(),
            engine.open(context(plan, directory)),
            plan.load().insertSpan(),
            out);
    AfterPreload step =
        AfterPreload.SETTING.in(plan.target().engineSettings()).orElse(AfterPreload.NOTHING);
    if (step != AfterPreload.NOTHING) {
      try {
        long start = System.nanoTime();
        step.applyTo(forked.store);
        out.printf(
            "kvperf: %s: %s took %d ms%n",
            plan.target().engineId(),
            AfterPreload.SETTING.reported(step.name()),
            (System.nanoTime() - start) / 1_000_000);
      } catch (IOException | RuntimeException e) {
        forked.close();
        throw e;
      }
    }
    return forked;
  }

  /** How the plan's store is opened in {@code directory}: sized for its workload, its settings. */
  private static StoreContext context(ForkPlan plan, Path directory) {
    WorkloadSpec workload = plan.load().workload();
    // Room for the preload and the run's inserts: twice the preload, or the preload and every key
    // a count-bounded run can insert, and never tiny.
    StoreHints hints =
        new StoreHints(
            Math.max(
                100_000,
                Math.max(
                    2 * workload.preloadCount(),
                    workload.preloadCount() + plan.load().insertSpan())),
            (int) Math.round(workload.keySize().mean()),
            (int) Math.round(workload.valueSize().mean()));
    return new StoreContext(directory, hints, plan.target().engineSettings());
  }

  /**
   * Opens the plan's reference, the skip list with the reference workload, in memory, preloaded and
   * checked like the engine's store.
   */
  static ForkedStore openReference(ForkPlan plan, PrintStream out) throws IOException {
    SkipListEngine reference = new SkipListEngine();
    return preloaded(
        reference.id(),
        plan.companion().referenceWorkload(),
        reference.open(
            StoreContext.of(
                Path.of(plan.target().storeDirectory()).resolveSibling("reference-unused"))),
        0,
        out);
  }

  /** Preloads {@code store} with {@code workload}'s entries and checks a sample of them. */
  static ForkedStore preloaded(
      String engineId, WorkloadSpec workload, KvStore store, PrintStream out) throws IOException {
    return preloaded(engineId, workload, store, 0, out);
  }

  /**
   * Preloads and checks {@code store}; its run may insert up to {@code insertSpan} new keys (0:
   * unknown), see {@link io.kvperf.workload.OperationStream}.
   */
  static ForkedStore preloaded(
      String engineId, WorkloadSpec workload, KvStore store, long insertSpan, PrintStream out)
      throws IOException {
    ForkedStore forked = new ForkedStore(engineId, workload, store, insertSpan);
    try {
      forked.preload(out);
      forked.checkPreload();
    } catch (RuntimeException | IOException e) {
      forked.close();
      throw e;
    }
    return forked;
  }

  String engineId() {
    return engineId;
  }

  WorkloadSpec workload() {
    return workload;
  }

  /** How many new keys the run's inserts may write, when the plan bounds them; 0 otherwise. */
  long insertSpan() {
    return insertSpan;
  }

  KvStore store() {
    return store;
  }

  private void preload(PrintStream out) throws IOException {
    Preloader.preload(store, workload, engineId, out);
  }

  /** Reads back a seeded sample of the preload: a store that lost or garbled it fails here. */
  private void checkPreload() {
    KeySpace keys = workload.keySpace();
    ValueSpace values = workload.valueSpace();
    SplittableRandom random = new SplittableRandom(workload.seed());
    long count = workload.preloadCount();
    for (int check = 0; check < Math.min(PRELOAD_CHECKS, count); check++) {
      long index = check == 0 ? count - 1 : random.nextLong(count);
      byte[] key = keys.key(index);
      byte[] actual = store.get(key);
      if (!values.matches(index, actual)) {
        throw new ValueMismatchException(engineId, index, key, values.value(index), actual);
      }
    }
  }

  @Override
  public void close() throws IOException {
    store.close();
  }
}
