package io.kvperf.internal.junit;

import io.kvperf.internal.settings.LockMode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** Another run for {@link RunLockTest}: holds the lock in the directory given until stdin ends. */
final class RunLockHolder {
  private RunLockHolder() {}

  public static void main(String[] args) throws IOException {
    RunLock lock =
        RunLock.acquire(
            Path.of(args[0]),
            LockMode.FAIL,
            Duration.ofSeconds(1),
            notice -> System.out.println(notice.text()));
    try {
      System.out.print("held\n");
      System.out.flush();
      System.in.readAllBytes();
    } finally {
      lock.close();
    }
  }
}
