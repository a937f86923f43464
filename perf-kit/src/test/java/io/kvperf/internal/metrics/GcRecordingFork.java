package io.kvperf.internal.metrics;

import java.nio.file.Path;

/** A fork for {@link GcRecordingTest}: records GC pauses to the file given until it is killed. */
final class GcRecordingFork {
  private GcRecordingFork() {}

  public static void main(String[] args) throws Exception {
    try (GcPauseMonitor monitor = new GcPauseMonitor(Path.of(args[0]))) {
      monitor.start();
      monitor.awaitStarted();
      System.out.print("recording\n");
      System.out.flush();
      System.in.readAllBytes();
    }
  }
}
