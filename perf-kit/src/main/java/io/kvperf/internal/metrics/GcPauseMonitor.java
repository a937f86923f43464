package io.kvperf.internal.metrics;

import io.kvperf.result.GcPauseKind;
import io.kvperf.result.PauseStats;
import io.kvperf.result.Statistic;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * Stop-the-world GC pauses from a JFR recording ({@code jdk.GCPhasePause}: one event per pause, so
 * concurrent collectors' cycles, which are not pauses, do not count), and in the same recording the
 * spans of every statistic measured by name ({@link Statistic#jfrSpan()}), whose durations it sums
 * per iteration.
 *
 * <p>The recording runs from before the first iteration until {@link #collect}, which stops it and
 * reads its events from the file JFR writes on stopping, in the fork's own directory (a killed fork
 * leaves it there, where the next fork replaces it and the test JVM deletes it, not in the
 * temporary directory). A stopped recording holds every event committed before the stop, so nothing
 * needs waiting for. An event stream would deliver them late instead (its reader wakes about once a
 * second: half a second per fork on average, measured) and would parse the recording on a thread of
 * its own during the iterations.
 */
final class GcPauseMonitor implements AutoCloseable {
  /** A pause: when it started, how long it lasted, and what collection it belonged to. */
  record Pause(Instant start, long nanos, GcPauseKind kind) {}

  private volatile Recording recording;
  private volatile RuntimeException startFailure;

  /** A pause as JFR's file gives it, before its collection's kind is known. */
  private record Phase(Instant start, long nanos, long gcId) {}

  private List<JfrSpans.Span> spans = List.of();

  private final Path file;
  private Thread starter;
  private List<Pause> pauses;
  private Instant watchedFrom = Instant.MAX;
  private Instant watchedUntil = Instant.MAX;
  private long startUptimeMillis;
  private long endUptimeMillis;

  /** A monitor whose recording goes to {@code file}, replacing what is there. */
  GcPauseMonitor(Path file) {
    this.file = file;
  }

  /**
   * Starts the recording on a thread of its own (JFR's first start in a JVM takes about half a
   * second), so that the start overlaps other work (reading the plan, opening and preloading the
   * store); {@link #awaitStarted} waits for it. Pauses from the moment the recording runs are seen.
   */
  void start() {
    starter = new Thread(this::startRecording, "kvperf-gc-monitor-start");
    starter.setDaemon(true);
    starter.start();
  }

  private void startRecording() {
    try {
      Files.deleteIfExists(file);
      Recording starting = new Recording();
      starting.setName("kvperf GC pauses");
      starting.enable("jdk.GCPhasePause").withoutThreshold();
      // Which collection each pause belonged to, by its GC id.
      starting.enable("jdk.GarbageCollection").withoutThreshold();
      starting.enable("jdk.G1GarbageCollection").withoutThreshold();
      new JfrSpans(Statistic.measuredByName()).enableIn(starting);
      starting.setToDisk(true);
      starting.setDestination(file);
      recording = starting;
      // Pauses from here on are seen; a pause while it starts may or may not be: the window begins
      // when it has started.
      starting.start();
      watchedFrom = Instant.now();
      startUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    } catch (IOException e) {
      startFailure = new UncheckedIOException(e);
    } catch (RuntimeException e) {
      startFailure = e;
    }
  }

  /** Returns once the recording runs. */
  void awaitStarted() throws InterruptedException {
    starter.join();
    if (startFailure != null) {
      throw new IllegalStateException("the JFR recording did not start", startFailure);
    }
  }

  /**
   * Ends the watched window, so that work after the last iteration (flushing the store) is not in
   * it; a second call does nothing.
   */
  void endWatch() {
    if (watchedUntil.equals(Instant.MAX)) {
      watchedUntil = Instant.now();
      endUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    }
  }

  /**
   * Ends the watched window, if not yet ended, stops the recording and reads its pauses; a second
   * call does nothing.
   *
   * @throws UncheckedIOException when JFR's file cannot be read
   */
  void collect() {
    endWatch();
    if (pauses != null) {
      return;
    }
    recording.stop();
    // Only what each event says is kept, not the events: a soak's hour has many pauses.
    List<Phase> phases = new ArrayList<>();
    Map<Long, String> collectors = new HashMap<>();
    Map<Long, String> g1Types = new HashMap<>();
    JfrSpans measured = new JfrSpans(Statistic.measuredByName());
    try (RecordingFile events = new RecordingFile(file)) {
      while (events.hasMoreEvents()) {
        RecordedEvent event = events.readEvent();
        measured.accept(event);
        switch (event.getEventType().getName()) {
          case "jdk.GCPhasePause" ->
              phases.add(
                  new Phase(
                      event.getStartTime(), event.getDuration().toNanos(), event.getLong("gcId")));
          case "jdk.GarbageCollection" ->
              collectors.put(event.getLong("gcId"), event.getString("name"));
          case "jdk.G1GarbageCollection" ->
              g1Types.put(event.getLong("gcId"), event.getString("type"));
          default -> {}
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("kvperf could not read the GC pauses JFR wrote to " + file, e);
    }
    List<Pause> read = new ArrayList<>(phases.size());
    for (Phase phase : phases) {
      read.add(
          new Pause(
              phase.start(),
              phase.nanos(),
              kind(collectors.get(phase.gcId()), g1Types.get(phase.gcId()))));
    }
    read.sort(Comparator.comparing(Pause::start));
    spans = measured.spans();
    pauses = List.copyOf(read);
  }

  /**
   * For each statistic measured by name, the summed durations of its spans that started in {@code
   * [from, to)}, zero where none did; after {@link #collect}.
   */
  Map<Statistic, Long> measuredBetween(Instant from, Instant to) {
    Map<Statistic, Long> sums = new EnumMap<>(Statistic.class);
    Statistic.measuredByName().forEach(s -> sums.put(s, 0L));
    spans.stream()
        .filter(e -> !e.start().isBefore(from) && e.start().isBefore(to))
        .forEach(e -> sums.merge(e.statistic(), e.nanos(), Long::sum));
    return sums;
  }

  /** The pauses that started in {@code [from, to)}; after {@link #collect}. */
  List<Long> pausesBetween(Instant from, Instant to) {
    return pauses.stream()
        .filter(p -> !p.start().isBefore(from) && p.start().isBefore(to))
        .map(Pause::nanos)
        .toList();
  }

  /** The pauses that started in {@code [from, to)}, summed up by kind; after {@link #collect}. */
  Map<GcPauseKind, PauseStats> pausesByKindBetween(Instant from, Instant to) {
    Map<GcPauseKind, PauseStats> byKind = new EnumMap<>(GcPauseKind.class);
    pauses.stream()
        .filter(p -> !p.start().isBefore(from) && p.start().isBefore(to))
        .forEach(p -> byKind.merge(p.kind(), PauseStats.one(p.nanos()), PauseStats::plus));
    return byKind;
  }

  /**
   * The kind of a pause of the collection JFR named {@code collector} ({@code G1New}, {@code
   * G1Full}, {@code ParallelScavenge} …), whose G1 type ({@code Normal}, {@code Mixed} …) is {@code
   * g1Type} where G1 collected; either may be {@code null}.
   */
  static GcPauseKind kind(String collector, String g1Type) {
    if (collector == null) {
      return GcPauseKind.OTHER;
    }
    return switch (collector) {
      case "G1New" -> "Mixed".equals(g1Type) ? GcPauseKind.MIXED : GcPauseKind.YOUNG;
      case "DefNew", "ParallelScavenge", "ParNew" -> GcPauseKind.YOUNG;
      case "G1Full", "SerialOld", "ParallelOld", "PSMarkSweep", "MarkSweepCompact" ->
          GcPauseKind.FULL;
      case "G1Old", "Z", "ZMinor", "ZMajor", "Shenandoah" -> GcPauseKind.CONCURRENT_CYCLE;
      default -> GcPauseKind.OTHER;
    };
  }

  /** Every pause that started in the watched window, in the order they started. */
  List<Long> allPauses() {
    return pausesBetween(watchedFrom, watchedUntil);
  }

  long startUptimeMillis() {
    return startUptimeMillis;
  }

  long endUptimeMillis() {
    return endUptimeMillis;
  }

  /** Stops and discards the recording, if it started, and deletes its file. */
  @Override
  public void close() {
    if (starter != null) {
      try {
        starter.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (recording != null) {
      recording.close();
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // A recording left behind is not worth failing a measured fork for: the test JVM deletes it.
    }
  }
}
