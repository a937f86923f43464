package io.kvperf.harness;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Passes JMH's console output through while keeping a copy, to quote a fork's failure. */
final class TeeOutputStream extends OutputStream {
  private final OutputStream console;
  private final ByteArrayOutputStream copy = new ByteArrayOutputStream();

  TeeOutputStream(OutputStream console) {
    this.console = console;
  }

  @Override
  public synchronized void write(int b) throws IOException {
    console.write(b);
    copy.write(b);
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
    console.write(bytes, offset, length);
    copy.write(bytes, offset, length);
  }

  @Override
  public void flush() throws IOException {
    console.flush();
  }

  synchronized String captured() {
    return copy.toString(StandardCharsets.UTF_8);
  }
}
