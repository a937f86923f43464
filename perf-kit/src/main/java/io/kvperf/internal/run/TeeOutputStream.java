package io.kvperf.internal.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps a copy of JMH's output, to write the run's log and quote a fork's failure, and passes to
 * the console either all of it (verbose) or only the kit's own lines from the fork: from {@value
 * #KIT_PREFIX} to the end of a line (JMH may print a fork's line after its own iteration prefix).
 */
final class TeeOutputStream extends OutputStream {
  /** How the fork's own console lines begin. */
  static final String KIT_PREFIX = "kvperf: ";

  private final OutputStream console;
  private final boolean verbose;
  private final ByteArrayOutputStream copy = new ByteArrayOutputStream();
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();

  TeeOutputStream(OutputStream console, boolean verbose) {
    this.console = console;
    this.verbose = verbose;
  }

  @Override
  public synchronized void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
    copy.write(bytes, offset, length);
    if (verbose) {
      console.write(bytes, offset, length);
      return;
    }
    for (int i = offset; i < offset + length; i++) {
      line.write(bytes[i]);
      if (bytes[i] == '\n') {
        passKitLine();
      }
    }
  }

  private void passKitLine() throws IOException {
    String text = line.toString(StandardCharsets.UTF_8);
    line.reset();
    int start = text.indexOf(KIT_PREFIX);
    if (start >= 0) {
      console.write(text.substring(start).getBytes(StandardCharsets.UTF_8));
    }
  }

  @Override
  public void flush() throws IOException {
    console.flush();
  }

  synchronized String captured() {
    return copy.toString(StandardCharsets.UTF_8);
  }
}
