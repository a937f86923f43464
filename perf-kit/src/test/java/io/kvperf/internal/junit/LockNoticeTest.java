package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The lines a run prints as it takes the host's kvperf lock, written from their values. */
class LockNoticeTest {
  private static final Path LOCK = Path.of("/tmp/kvperf.lock");

  @Test
  void aWaitNamesTheHolderAndTheLongestWait() {
    assertThat(
            new LockNotice.Waiting(LOCK, "pid 7, since 2026-01-01T00:00:00Z", Duration.ofMinutes(1))
                .text())
        .isEqualTo(
            "kvperf: another kvperf run holds /tmp/kvperf.lock (pid 7, since"
                + " 2026-01-01T00:00:00Z); waiting for it, at most 1m (kvperf.lock.timeout)");
  }

  @Test
  void aFreedLockLetsTheRunGoOn() {
    assertThat(new LockNotice.Free(LOCK).text())
        .isEqualTo("kvperf: /tmp/kvperf.lock is free; this run goes on");
  }

  @Test
  void aHolderFileNotWrittenNamesTheFileAndWhy() {
    assertThat(
            new LockNotice.HolderNotWritten(
                    Path.of("/tmp/kvperf.lock.holder"), new IOException("read-only file system"))
                .text())
        .isEqualTo(
            "kvperf: this run holds the kvperf lock but cannot say so in /tmp/kvperf.lock.holder:"
                + " java.io.IOException: read-only file system");
  }
}
