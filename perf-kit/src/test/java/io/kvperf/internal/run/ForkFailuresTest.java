package io.kvperf.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;

class ForkFailuresTest {
  @Test
  void theCauseIsTheForksExceptionBeneathJmhsWrappers() {
    IllegalStateException fromFork = new IllegalStateException("disk full");
    RunnerException failure =
        new RunnerException("Benchmark caught the exception", new BenchmarkException(fromFork));

    ForkFailedException described =
        ForkFailures.describe(
            "rocksdb",
            failure,
            "# Warmup\n<failure>\n\njava.lang.IllegalStateException: disk full\n\tat x.y(Z.java:1)\n");

    assertThat(described.getCause()).isSameAs(fromFork);
    String newLine = System.lineSeparator();
    assertThat(described)
        .as("the one place the message of a failed fork is asserted whole")
        .hasMessage(
            "engine 'rocksdb' failed in its forked JVM: java.lang.IllegalStateException: disk full"
                + newLine
                + "fork output:"
                + newLine
                + "  <failure>"
                + newLine
                + "  java.lang.IllegalStateException: disk full"
                + newLine
                + "  \tat x.y(Z.java:1)");
  }

  @Test
  void aCrashedForkIsQuotedFromJmhsMarker() {
    String output =
        "Iteration 1: 5 ops/s\n<forked VM failed with exit code 134>\n<stdout last='20 lines'>\nSIGSEGV\n";
    assertThat(ForkFailures.failureLines(output))
        .containsExactly(
            "<forked VM failed with exit code 134>", "<stdout last='20 lines'>", "SIGSEGV");
    assertThat(ForkFailures.failureLines("all fine")).isEqualTo(List.of());
  }
}
