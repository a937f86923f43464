package io.kvperf.internal.fork;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * A profiled fork's allocation sites over its measured iterations, from JFR's allocation samples
 * ({@code jdk.ObjectAllocationSample}, each weighted by the bytes it stands for): started at the
 * first measured iteration, and written when the fork closes its store as collapsed stacks of Java
 * frames (root first, {@code java/util/HashMap.resize}) with the bytes each allocated.
 */
final class AllocationSampler {
  /** JFR's throttle on allocation samples: enough for a few thousand in a fork of seconds. */
  static final String THROTTLE = "1000/s";

  /** A hidden class's address suffix, {@code $$Lambda$14/0x0000000800c0b000}. */
  private static final Pattern HIDDEN_ADDRESS = Pattern.compile("/0x[0-9a-f]+");

  private final Path file;
  private Recording recording;

  /** A sampler that writes its profile to {@code file}. */
  AllocationSampler(Path file) {
    this.file = file;
  }

  /** Starts sampling, once. */
  void start() {
    if (recording != null) {
      return;
    }
    Recording starting = new Recording();
    starting.setName("kvperf-allocation-sites");
    starting.enable("jdk.ObjectAllocationSample").withStackTrace().with("throttle", THROTTLE);
    starting.setToDisk(true);
    starting.start();
    recording = starting;
  }

  /** Stops sampling and writes the collapsed stacks; nothing when sampling never started. */
  void stopAndWrite() throws IOException {
    if (recording == null) {
      return;
    }
    Path jfr = Path.of(file + ".jfr");
    try (Recording stopping = recording) {
      stopping.stop();
      stopping.dump(jfr);
    } finally {
      recording = null;
    }
    Map<String, Long> bytes = new LinkedHashMap<>();
    for (RecordedEvent event : RecordingFile.readAllEvents(jfr)) {
      RecordedStackTrace stack = event.getStackTrace();
      if (stack == null || stack.getFrames().isEmpty()) {
        continue;
      }
      bytes.merge(collapsed(stack.getFrames()), event.getLong("weight"), Long::sum);
    }
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (Map.Entry<String, Long> entry : bytes.entrySet()) {
        out.write(entry.getKey() + " " + entry.getValue() + "\n");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the allocation profile " + file, e);
    }
    Files.delete(jfr);
  }

  /** JFR's frames, top first, as one collapsed stack, root first. */
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
