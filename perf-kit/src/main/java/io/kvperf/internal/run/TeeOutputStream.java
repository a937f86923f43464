package io.kvperf.internal.run;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes all of JMH's output to the fork's log file and keeps its last {@value #TAIL_BYTES} bytes
 * in memory, to quote a fork's failure, and passes to the console either all of it (verbose) or
 * only the kit's own lines from the fork: from {@value #KIT_PREFIX} to the end of a line (JMH may
 * print a fork's line after its own iteration prefix). Memory stays bounded however much a fork
 * prints, on one line or many: the console gets at most the first {@value #LINE_BYTES} bytes of a
 * line.
 */
final class TeeOutputStream extends OutputStream {
  /** How the fork's own console lines begin. */
  static final String KIT_PREFIX = "kvperf: ";

  /** The most of the output kept in memory: many times the screenful a failure is quoted by. */
  static final int TAIL_BYTES = 64 * 1024;

  /** The most of one line kept to look for the kit's prefix in. */
  static final int LINE_BYTES = 8 * 1024;

  private final OutputStream console;
  private final boolean verbose;
  private final OutputStream log;
  private final OutputTail tail = new OutputTail(TAIL_BYTES);
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();

  /**
   * Writes to {@code log} (replacing the file) and, as {@code verbose} says, to {@code console}.
   */
  TeeOutputStream(OutputStream console, boolean verbose, Path log) throws IOException {
    this.console = console;
    this.verbose = verbose;
    this.log = new BufferedOutputStream(Files.newOutputStream(log));
  }

  @Override
  public synchronized void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
    tail.write(bytes, offset, length);
    if (verbose) {
      console.write(bytes, offset, length);
    } else {
      int start = offset;
      for (int i = offset; i < offset + length; i++) {
        if (bytes[i] == '\n') {
          keepOfLine(bytes, start, i + 1 - start);
          passKitLine();
          start = i + 1;
        }
      }
      keepOfLine(bytes, start, offset + length - start);
    }
    log.write(bytes, offset, length);
  }

  /** Keeps what of {@code length} bytes fits in the line's {@value #LINE_BYTES}. */
  private void keepOfLine(byte[] bytes, int offset, int length) {
    int room = LINE_BYTES - line.size();
    if (room > 0 && length > 0) {
      line.write(bytes, offset, Math.min(room, length));
    }
  }

  private void passKitLine() throws IOException {
    String text = line.toString(StandardCharsets.UTF_8);
    line.reset();
    int start = text.indexOf(KIT_PREFIX);
    if (start >= 0) {
      String kitLine = text.substring(start);
      console.write(
          (kitLine.endsWith("\n") ? kitLine : kitLine + "\n").getBytes(StandardCharsets.UTF_8));
    }
  }

  @Override
  public synchronized void flush() throws IOException {
    console.flush();
    log.flush();
  }

  /** Flushes the console and closes the log; the console stays open. */
  @Override
  public synchronized void close() throws IOException {
    console.flush();
    log.close();
  }

  /** The output's last {@value #TAIL_BYTES} bytes at most, from their first whole line. */
  synchronized String tail() {
    return tail.text();
  }

  /** How many bytes of output it holds in memory: the tail's and the current line's. */
  synchronized long heldBytes() {
    return (long) tail.capacityBytes() + line.size();
  }
}
