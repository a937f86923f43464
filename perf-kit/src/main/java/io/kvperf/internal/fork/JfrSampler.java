package io.kvperf.internal.fork;

import io.kvperf.internal.protocol.ForkPlan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * A profiled fork's JFR recording of its measured iterations, started at the first and written when
 * the fork closes its store, as three files in the profile directory:
 *
 * <ul>
 *   <li>{@value ForkPlan#ALLOCATION_PROFILE}: allocation sites, from JFR's allocation samples
 *       ({@code jdk.ObjectAllocationSample}, each weighted by the bytes it stands for), as
 *       collapsed stacks of Java frames, root first, with the bytes each allocated;
 *   <li>{@value ForkPlan#WAITING_PROFILE}: the time spent in GC pauses and reaching safepoints, and
 *       the time threads spent blocked on a monitor or parked, each at least {@link
 *       ForkPlan.Wait#LEAST};
 *   <li>{@value ForkPlan#CPU_PROFILE}, only where async-profiler could not load: JFR's execution
 *       samples (Java code running) and native-method samples (threads in native code), one
 *       collapsed stack a sample, with {@value ForkPlan#SOURCE_SUFFIX} beside it saying so.
 * </ul>
 */
final class JfrSampler {
  /** The recording's file in the profile directory. */
  static final String RECORDING = "profile.jfr";

  /** JFR's throttle on allocation samples: enough for a few thousand in a fork of seconds. */
  static final String THROTTLE = "1000/s";

  /** The period of JFR's execution and native-method samples, the fallback CPU profile's. */
  static final Duration SAMPLE_PERIOD = Duration.ofMillis(10);

  /** A hidden class's address suffix, {@code $$Lambda$14/0x0000000800c0b000}. */
  private static final Pattern HIDDEN_ADDRESS = Pattern.compile("/0x[0-9a-f]+");

  /** JMH's thread that waits out each iteration; its parking is the harness's, not the store's. */
  private static final String JMH_MAIN = "main";

  private final Path directory;
  private Recording recording;
  private String cpuFallbackReason;
  private Instant started;

  /** A sampler that writes its files in {@code directory}. */
  JfrSampler(Path directory) {
    this.directory = directory;
  }

  /**
   * Starts recording, once; with execution and native-method samples when {@code cpuFallbackReason}
   * is present, which says why async-profiler's CPU profile is missing.
   */
  void start(Optional<String> cpuFallbackReason) {
    if (recording != null) {
      return;
    }
    Recording starting = new Recording();
    starting.setName("kvperf-profile");
    starting.enable("jdk.ObjectAllocationSample").withStackTrace().with("throttle", THROTTLE);
    starting.enable("jdk.GarbageCollection");
    starting.enable("jdk.SafepointBegin");
    starting.enable("jdk.JavaMonitorEnter").withThreshold(ForkPlan.Wait.LEAST).withoutStackTrace();
    starting.enable("jdk.ThreadPark").withThreshold(ForkPlan.Wait.LEAST).withoutStackTrace();
    if (cpuFallbackReason.isPresent()) {
      starting.enable("jdk.ExecutionSample").withPeriod(SAMPLE_PERIOD);
      starting.enable("jdk.NativeMethodSample").withPeriod(SAMPLE_PERIOD);
      this.cpuFallbackReason = cpuFallbackReason.get();
    }
    starting.setToDisk(true);
    started = Instant.now();
    starting.start();
    recording = starting;
  }

  /** Stops recording and writes the files; nothing when recording never started. */
  void stopAndWrite() throws IOException {
    if (recording == null) {
      return;
    }
    Path jfr = directory.resolve(RECORDING);
    Instant stopped;
    try (Recording stopping = recording) {
      stopping.stop();
      stopped = Instant.now();
      stopping.dump(jfr);
    } finally {
      recording = null;
    }
    Map<String, Long> bytes = new LinkedHashMap<>();
    Map<String, Long> cpu = new LinkedHashMap<>();
    Map<String, Long> waits = new LinkedHashMap<>();
    waits.put(ForkPlan.MEASURED, Duration.between(started, stopped).toNanos());
    ForkPlan.WAITS.forEach(what -> waits.put(what, 0L));
    for (RecordedEvent event : RecordingFile.readAllEvents(jfr)) {
      switch (event.getEventType().getName()) {
        case "jdk.ObjectAllocationSample" ->
            stack(event).ifPresent(s -> bytes.merge(s, event.getLong("weight"), Long::sum));
        case "jdk.ExecutionSample", "jdk.NativeMethodSample" ->
            stack(event).ifPresent(s -> cpu.merge(s, 1L, Long::sum));
        case "jdk.GarbageCollection" ->
            waits.merge(
                ForkPlan.Wait.GC_PAUSES, event.getDuration("sumOfPauses").toNanos(), Long::sum);
        case "jdk.SafepointBegin" ->
            waits.merge(ForkPlan.Wait.SAFEPOINTS, event.getDuration().toNanos(), Long::sum);
        case "jdk.JavaMonitorEnter" ->
            waitedOffMain(event, ForkPlan.Wait.BLOCKED_ON_MONITORS, waits);
        case "jdk.ThreadPark" -> waitedOffMain(event, ForkPlan.Wait.PARKED, waits);
        default -> {}
      }
    }
    write(directory.resolve(ForkPlan.ALLOCATION_PROFILE), bytes);
    write(directory.resolve(ForkPlan.WAITING_PROFILE), waits);
    if (cpuFallbackReason != null) {
      Path profile = directory.resolve(ForkPlan.CPU_PROFILE);
      write(profile, cpu);
      Files.writeString(
          Path.of(profile + ForkPlan.SOURCE_SUFFIX),
          "JFR's execution and native-method samples every "
              + SAMPLE_PERIOD.toMillis()
              + " ms, because "
              + cpuFallbackReason
              + System.lineSeparator(),
          StandardCharsets.UTF_8);
    }
  }

  private static void waitedOffMain(RecordedEvent event, String what, Map<String, Long> waits) {
    RecordedThread thread = event.getThread();
    if (thread == null || !JMH_MAIN.equals(thread.getJavaName())) {
      waits.merge(what, event.getDuration().toNanos(), Long::sum);
    }
  }

  private static Optional<String> stack(RecordedEvent event) {
    RecordedStackTrace stack = event.getStackTrace();
    if (stack == null || stack.getFrames().isEmpty()) {
      return Optional.empty();
    }
    String collapsed = collapsed(stack.getFrames());
    return collapsed.isEmpty() ? Optional.empty() : Optional.of(collapsed);
  }

  private static void write(Path file, Map<String, Long> counts) {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (Map.Entry<String, Long> entry : counts.entrySet()) {
        out.write(entry.getKey() + " " + entry.getValue() + "\n");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the profile " + file, e);
    }
  }

  /** JFR's frames, top first, as one collapsed stack of their Java frames, root first. */
  static String collapsed(List<RecordedFrame> frames) {
    StringBuilder stack = new StringBuilder();
    for (int i = frames.size() - 1; i >= 0; i--) {
      RecordedFrame frame = frames.get(i);
      if (!frame.isJavaFrame()) {
        continue;
      }
      if (stack.length() > 0) {
        stack.append(';');
      }
      String type = frame.getMethod().getType().getName().replace('.', '/');
      stack
          .append(HIDDEN_ADDRESS.matcher(type).replaceAll(""))
          .append('.')
          .append(frame.getMethod().getName());
    }
    return stack.toString();
  }
}
