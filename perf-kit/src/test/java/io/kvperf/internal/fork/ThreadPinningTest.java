package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.kvperf.internal.settings.ForkCpu;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ThreadPinningTest {
  @Test
  void aPinnedThreadIsListedOnItsCpuAloneAndTheOthersAreNot() throws Exception {
    assumeThat(ForkCpu.machineAllows()).as("Linux with taskset").isTrue();
    String before = ThreadPinning.allowedCpus();
    AtomicReference<String> pinned = new AtomicReference<>();
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread thread =
        new Thread(
            () -> {
              try {
                ThreadPinning.pin(0);
                pinned.set(ThreadPinning.allowedCpus());
              } catch (Throwable e) {
                failed.set(e);
              }
            });
    thread.start();
    thread.join();

    assertThat(failed.get()).isNull();
    assertThat(pinned.get()).isEqualTo("0");
    assertThat(ThreadPinning.allowedCpus()).as("this thread").isEqualTo(before);
  }
}
