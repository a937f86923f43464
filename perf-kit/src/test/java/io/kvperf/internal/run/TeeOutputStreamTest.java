package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console sees the kit's lines only, unless verbose; the log file keeps everything, and memory
 * only the output's tail, however much a fork prints.
 */
class TeeOutputStreamTest {
  private static final String JMH_OUTPUT =
      "# JMH version: 1.37\n"
          + "# Warmup Iteration   1: kvperf: preloaded skiplist with 500 entries in 0.1 s\n"
          + "12.3 ops/s\n"
          + "kvperf: preload 50% (5 s)\n"
          + "REMEMBER: The numbers below are just data.\n";

  private static String[] pass(boolean verbose, Path log) throws IOException {
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    TeeOutputStream tee = new TeeOutputStream(console, verbose, log);
    byte[] bytes = JMH_OUTPUT.getBytes(StandardCharsets.UTF_8);
    // In pieces that split lines, as a stream receives them.
    tee.write(bytes, 0, 20);
    tee.write(bytes[20]);
    tee.write(bytes, 21, bytes.length - 21);
    tee.close();
    return new String[] {console.toString(StandardCharsets.UTF_8), tee.tail()};
  }

  @Test
  void quietPassesOnlyTheKitsLinesAndKeepsAll(@TempDir Path directory) throws IOException {
    Path log = directory.resolve("jmh.log");
    String[] quiet = pass(false, log);
    assertThat(quiet[0])
        .isEqualTo(
            "kvperf: preloaded skiplist with 500 entries in 0.1 s\nkvperf: preload 50% (5 s)\n");
    assertThat(quiet[1]).isEqualTo(JMH_OUTPUT);
    assertThat(log).content().isEqualTo(JMH_OUTPUT);
  }

  @Test
  void verbosePassesEverything(@TempDir Path directory) throws IOException {
    Path log = directory.resolve("jmh.log");
    String[] verbose = pass(true, log);
    assertThat(verbose[0]).isEqualTo(JMH_OUTPUT);
    assertThat(verbose[1]).isEqualTo(JMH_OUTPUT);
    assertThat(log).content().isEqualTo(JMH_OUTPUT);
  }

  @Test
  void aForkPrinting200MegabytesIsAllInTheLogAndOnlyItsTailInMemory(@TempDir Path directory)
      throws IOException {
    Path log = directory.resolve("jmh.log");
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    TeeOutputStream tee = new TeeOutputStream(console, false, log);
    // 64 KiB of 64-byte lines, 3,200 times: 200 MiB.
    byte[] chunk = new byte[64 * 1024];
    for (int at = 0; at < chunk.length; at += 64) {
      byte[] line = String.format("%-63s\n", "op " + at).getBytes(StandardCharsets.US_ASCII);
      System.arraycopy(line, 0, chunk, at, 64);
    }
    long written = 0;
    for (int i = 0; i < 3_200; i++) {
      tee.write(chunk, 0, chunk.length);
      written += chunk.length;
      assertThat(tee.heldBytes()).isLessThanOrEqualTo(TeeOutputStream.TAIL_BYTES + 64);
    }
    byte[] last = "kvperf: the last line\n".getBytes(StandardCharsets.UTF_8);
    tee.write(last, 0, last.length);
    written += last.length;
    tee.close();

    assertThat(written).isEqualTo(200L * 1024 * 1024 + last.length);
    assertThat(Files.size(log)).as("the log has all of it").isEqualTo(written);
    String tail = tee.tail();
    assertThat(tail.length()).isLessThanOrEqualTo(TeeOutputStream.TAIL_BYTES).isGreaterThan(0);
    assertThat(endOf(log, tail.length() + 1)[0])
        .as("the tail begins where a line does")
        .isEqualTo((byte) '\n');
    assertThat(tail.lines().toList()).last().isEqualTo("kvperf: the last line");
    assertThat(endOf(log, tail.length()))
        .as("the tail is the log's end")
        .isEqualTo(tail.getBytes(StandardCharsets.UTF_8));
    assertThat(console.toString(StandardCharsets.UTF_8)).isEqualTo("kvperf: the last line\n");
  }

  @Test
  void aLineWithoutEndIsHeldOnlyInPart(@TempDir Path directory) throws IOException {
    Path log = directory.resolve("jmh.log");
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    TeeOutputStream tee = new TeeOutputStream(console, false, log);
    byte[] prefix = "kvperf: ".getBytes(StandardCharsets.UTF_8);
    tee.write(prefix, 0, prefix.length);
    byte[] xs = new byte[1024 * 1024];
    Arrays.fill(xs, (byte) 'x');
    for (int i = 0; i < 16; i++) {
      tee.write(xs, 0, xs.length);
      assertThat(tee.heldBytes())
          .isLessThanOrEqualTo(TeeOutputStream.TAIL_BYTES + TeeOutputStream.LINE_BYTES);
    }
    tee.write('\n');
    tee.close();

    assertThat(console.toString(StandardCharsets.UTF_8))
        .as("the line's first bytes, ended")
        .isEqualTo("kvperf: " + "x".repeat(TeeOutputStream.LINE_BYTES - 8) + "\n");
    assertThat(Files.size(log)).isEqualTo(8 + 16L * xs.length + 1);
  }

  private static byte[] endOf(Path file, int length) throws IOException {
    try (FileChannel channel = FileChannel.open(file)) {
      ByteBuffer end = ByteBuffer.allocate(length);
      channel.read(end, channel.size() - length);
      return end.array();
    }
  }
}
