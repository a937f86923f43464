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
 * <p>JFR delivers events asynchronously: the stream takes a second or so to start and then delivers
 * in batches about once a second, from the start of its recording. So the monitor starts the stream
 * while the fork reads its plan and preloads, and waits only for the recording to run; at the end
 * of the watched window it commits a marker event of its own and waits until the stream hands it
 * back (everything committed before it has been delivered), while the fork flushes and closes its
 * store.
 */
final class GcPauseMonitor implements AutoCloseable {
  private static final Duration MARKER_TIMEOUT = Duration.ofSeconds(30);

  /** A pause: when it started and how long it lasted. */
  record Pause(Instant start, long nanos) {}

  @Name("io.kvperf.Marker")
  @Label("kvperf marker")
  @Category("kvperf")
  static final class Marker extends Event {}

  private volatile RecordingStream stream;
  private volatile RuntimeException startFailure;
  private Thread starter;
  private final List<Pause> pauses = new ArrayList<>();
  private final CountDownLatch drained = new CountDownLatch(1);
  private Instant watchedFrom = Instant.MAX;
  private Instant watchedUntil = Instant.MAX;
  private long startUptimeMillis;
  private long endUptimeMillis;

  /**
   * Starts the stream on a thread of its own (creating a JFR stream and starting it take a few
   * hundred milliseconds each), so that the start overlaps other work (reading the plan, opening
   * and preloading the store); {@link #awaitStarted} waits for it. Pauses from the moment the
   * stream runs are seen.
   */
  void start() {
    starter = new Thread(this::startStream, "kvperf-gc-monitor-start");
    starter.setDaemon(true);
    starter.start();
  }

  private void startStream() {
    try {
      RecordingStream starting = new RecordingStream();
      starting.enable("jdk.GCPhasePause").withoutThreshold();
      starting.enable(Marker.class);
      starting.onEvent(
          "jdk.GCPhasePause",
          event -> {
            synchronized (pauses) {
              pauses.add(new Pause(event.getStartTime(), event.getDuration().toNanos()));
            }
          });
      starting.onEvent("io.kvperf.Marker", event -> drained.countDown());
      stream = starting;
      // startAsync() returns once the recording runs (JFR's first start can take a second): pauses
      // from here on are seen. A pause while it starts may or may not be seen: the window begins
      // when it has started.
      starting.startAsync();
      watchedFrom = Instant.now();
      startUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
    } catch (RuntimeException e) {
      startFailure = e;
    }
  }

  /**
   * Returns once the stream's recording runs. Its events are delivered later, in batches; a stream
   * reads its recording from the start, so {@link #drain} still hands over every pause since.
   */
  void awaitStarted() throws InterruptedException {
    starter.join();
    if (startFailure != null) {
      throw new IllegalStateException("the JFR stream did not start", startFailure);
    }
  }

  /**
   * Ends the watched window and commits the marker {@link #drain} waits for, so that the wait can
   * overlap other work (flushing the store); a second call does nothing.
   */
  void endWatch() {
    if (watchedUntil.equals(Instant.MAX)) {
      watchedUntil = Instant.now();
      endUptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
      new Marker().commit();
    }
  }

  /** Ends the watched window, if not yet ended, and returns once every pause in it is delivered. */
  void drain() throws InterruptedException {
    endWatch();
    if (!drained.await(MARKER_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
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
          .filter(p -> !p.start().isBefore(watchedFrom) && p.start().isBefore(watchedUntil))
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
    if (starter != null) {
      try {
        starter.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (stream != null) {
      stream.close();
    }
  }
}
