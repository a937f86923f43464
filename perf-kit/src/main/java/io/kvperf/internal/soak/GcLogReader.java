package io.kvperf.internal.soak;

import io.kvperf.result.JvmGcLog;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the pauses of a GC log written with {@code -Xlog:gc:file=…:uptime}, line by line, keeping
 * sums only, so that an hour's log costs no memory: {@code [12.345s] GC(3) Pause Young (Normal) (G1
 * Evacuation Pause) 24M->3M(256M) 1.234ms}.
 */
public final class GcLogReader {
  /** A pause's line: its end in uptime seconds, and its length in milliseconds. */
  private static final Pattern PAUSE =
      Pattern.compile("^\\[(\\d+\\.\\d+)s\\].* GC\\(\\d+\\) Pause .* (\\d+\\.\\d+)ms$");

  private GcLogReader() {}

  /** The pauses of {@code log} over {@code [startMillis, endMillis]} of the JVM's uptime. */
  public static JvmGcLog read(Path log, long startMillis, long endMillis) throws IOException {
    long pauses = 0;
    long total = 0;
    long max = 0;
    long edge = 0;
    long edgeTotal = 0;
    try (BufferedReader lines = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        Matcher matcher = PAUSE.matcher(line);
        if (!matcher.matches()) {
          continue;
        }
        double endedMillis = Double.parseDouble(matcher.group(1)) * 1000;
        double pauseMillis = Double.parseDouble(matcher.group(2));
        long pauseNanos = Math.round(pauseMillis * 1e6);
        double startedMillis = endedMillis - pauseMillis;
        if (startedMillis >= startMillis + 1 && endedMillis <= endMillis - 1) {
          pauses++;
          total += pauseNanos;
          max = Math.max(max, pauseNanos);
        } else if (startedMillis >= startMillis - 1 && endedMillis <= endMillis + 1) {
          edge++;
          edgeTotal += pauseNanos;
        }
      }
    }
    return new JvmGcLog(pauses, total, max, edge, edgeTotal);
  }
}
