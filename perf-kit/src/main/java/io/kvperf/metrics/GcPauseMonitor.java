package io.kvperf.metrics;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import jdk.jfr.Category;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.consumer.RecordingStream;

/**
 * Stop-the-world GC pauses from JFR event streaming ({@code jdk.GCPhasePause}: one event per pause,
 * so concurrent collectors' cycles, which are not pauses, do not count).
 *
 * <p>JFR delivers events asynchronously: the stream takes a second or two to start and then
 * delivers in batches about once a second. So the monitor commits a marker event of its own and
 * waits until the stream hands it back, once after starting (nothing before that is missed) and
 * once before closing (everything committed before it has been delivered).
 */
final class GcPauseMonitor implements AutoCloseable {
  private static final Duration MARKER_TIMEOUT = Duration.ofSeconds(30);

  /** A pause: when it started and how long it lasted. */
  record Pause(Instant start, long nanos) {}

  @Name("io.kvperf.Marker")
  @Label("kvperf marker")
  @Category("kvperf")
  static final class Marker extends Event {
    @Label("Id")
    long id;
  }

  private final RecordingStream stream = new RecordingStream();
  private final List<Pause> pauses = new ArrayList<>();
  private final List<CountDownLatch> markers =
      List.of(new CountDownLatch(1), new CountDownLatch(1));
  private Instant watchedFrom = Instant.MAX;
  private long startUptimeMillis;
  private long endUptimeMillis;

  /** Starts the stream and returns once it delivers events. */
  void start() throws InterruptedException {
    stream.enable("jdk.GCPhasePause").withoutThreshold();
    stream.enable(Marker.class);
    stream.onEvent(
        "jdk.GCPhasePause",
        event -> {
          synchronized (pauses) {
            pauses.add(new Pause(event.getStartTime(), event.getDuration().toNanos()));
          }
        });
    stream.onEvent("io.kvperf.Marker", event -> markers.get((int) event.getLong("id")).countDown());
    // startAsync() returns once the recording runs (JFR's first start can take a second): pauses
    // from here on are seen.
    // A pause while it starts may or may not be seen: the window begins when it has started.
    stream.startAsync();
    watchedFrom = Instant.now();
    startUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    awaitMarker(0);
  }

  /** Returns once every event committed before this call has been delivered. */
  void drain() throws InterruptedException {
    awaitMarker(1);
    endUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
  }

  private void awaitMarker(int id) throws InterruptedException {
    Marker marker = new Marker();
    marker.id = id;
    marker.commit();
    if (!markers.get(id).await(MARKER_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
      throw new IllegalStateException(
          "the JFR stream did not deliver its marker within " + MARKER_TIMEOUT.toSeconds() + " s");
    }
  }

  /** The pauses that started in {@code [from, to)}. */
  List<Long> pausesBetween(Instant from, Instant to) {
    synchronized (pauses) {
      return pauses.stream()
          .filter(p -> !p.start().isBefore(from) && p.start().isBefore(to))
          .map(Pause::nanos)
          .toList();
    }
  }

  /** Every pause that started in the watched window, in order of arrival. */
  List<Long> allPauses() {
    synchronized (pauses) {
      return pauses.stream()
          .filter(p -> !p.start().isBefore(watchedFrom))
          .map(Pause::nanos)
          .toList();
    }
  }

  long startUptimeMillis() {
    return startUptimeMillis;
  }

  long endUptimeMillis() {
    return endUptimeMillis;
  }

  @Override
  public void close() {
    stream.close();
  }
}
