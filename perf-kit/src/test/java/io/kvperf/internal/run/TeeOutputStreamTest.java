package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The console sees the kit's lines only, unless verbose; the log keeps everything. */
class TeeOutputStreamTest {
  private static final String JMH_OUTPUT =
      "# JMH version: 1.37\n"
          + "# Warmup Iteration   1: kvperf: preloaded skiplist with 500 entries in 0.1 s\n"
          + "12.3 ops/s\n"
          + "kvperf: preload 50% (5 s)\n"
          + "REMEMBER: The numbers below are just data.\n";

  private static String[] pass(boolean verbose) throws IOException {
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    TeeOutputStream tee = new TeeOutputStream(console, verbose);
    byte[] bytes = JMH_OUTPUT.getBytes(StandardCharsets.UTF_8);
    // In pieces that split lines, as a stream receives them.
    tee.write(bytes, 0, 20);
    tee.write(bytes[20]);
    tee.write(bytes, 21, bytes.length - 21);
    return new String[] {console.toString(StandardCharsets.UTF_8), tee.captured()};
  }

  @Test
  void quietPassesOnlyTheKitsLinesAndKeepsAll() throws IOException {
    String[] quiet = pass(false);
    assertThat(quiet[0])
        .isEqualTo(
            "kvperf: preloaded skiplist with 500 entries in 0.1 s\nkvperf: preload 50% (5 s)\n");
    assertThat(quiet[1]).isEqualTo(JMH_OUTPUT);
  }

  @Test
  void verbosePassesEverything() throws IOException {
    String[] verbose = pass(true);
    assertThat(verbose[0]).isEqualTo(JMH_OUTPUT);
    assertThat(verbose[1]).isEqualTo(JMH_OUTPUT);
  }
}
