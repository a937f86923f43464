package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.result.Environment;
import io.kvperf.result.Metrics;
import io.kvperf.result.PerfResult;
import io.kvperf.result.ThroughputResult;
import io.kvperf.result.Verdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One line per invocation, with its figures, and the run directory only when it failed; each line
 * compared whole.
 */
class ConsoleLineTest {
  private static final PerfResult RESULT =
      new PerfResult(
          new PerfResult.Subject("a.C#get", "skiplist", Map.of(), "full", 1),
          new ThroughputResult(List.of(1_000_000.0, 1_000_000.0, 1_000_000.0)),
          Metrics.sample(),
          List.of(),
          new PerfResult.Platform(
              List.of(),
              new Environment(
                  new Environment.Machine("Linux", "amd64", "CPU", "", 2),
                  new Environment.Jvm("JVM 17", List.of(), "G1", 1024))));

  @Test
  void aPassingInvocationShowsItsFiguresInOneLine() {
    String line =
        ConsoleLine.of(RESULT, Verdict.PASSED, List.of(), "throughput: passed", Path.of("/r"));
    assertThat(line)
        .isEqualTo(
            "kvperf: a.C#get [skiplist] PASSED: 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get"
                + " 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | throughput: passed");
  }

  /** {@link #RESULT} with other measured iterations. */
  private static PerfResult withIterations(Double... opsPerSecond) {
    return new PerfResult(
        new PerfResult.Subject(
            RESULT.contract(),
            RESULT.engine(),
            RESULT.engineOptions(),
            RESULT.scale(),
            RESULT.threads()),
        new ThroughputResult(List.of(opsPerSecond)),
        RESULT.metrics(),
        RESULT.forks(),
        new PerfResult.Platform(RESULT.forkJvmArgs(), RESULT.environment()));
  }

  @Test
  void twoIterationsShowNoIntervalRatherThanAMeaninglessOne() {
    PerfResult twoIterations = withIterations(1_000.0, 9_000.0);
    assertThat(ConsoleLine.of(twoIterations, Verdict.NOT_CHECKED, List.of(), "", Path.of("/r")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] NOT_CHECKED: 5 000 ops/s (no interval: fewer than 3"
                + " iterations); p99 get 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | ");
  }

  @Test
  void anIntervalSpanningMoreThanTenfoldIsNotShown() {
    PerfResult noisy = withIterations(1_000.0, 4_000.0, 9_000.0);
    assertThat(ConsoleLine.of(noisy, Verdict.NOT_CHECKED, List.of(), "", Path.of("/r")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] NOT_CHECKED: 4 667 ops/s (no useful interval from 3"
                + " iterations); p99 get 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | ");
  }

  @Test
  void aMessageOfSeveralLinesStaysOnOneLine() {
    String message = "throughput: passed\nget p99: passed\n  [skiplist, on Linux]\n";
    assertThat(ConsoleLine.of(RESULT, Verdict.PASSED, List.of(), message, Path.of("/r")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] PASSED: 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get"
                + " 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | throughput: passed /"
                + " get p99: passed / [skiplist, on Linux]");
  }

  @Test
  void aFailingInvocationNamesItsRunDirectory() {
    assertThat(
            ConsoleLine.of(
                RESULT, Verdict.FAILED, List.of(), "too slow", Path.of("/r/a.C.get/skiplist")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] FAILED: 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get"
                + " 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | too slow (run"
                + " directory /r/a.C.get/skiplist)");
  }

  @Test
  void aRunDirectoryInTheProjectIsNamedRelativeToIt() {
    Path inProject = Path.of("target/kvperf/runs/a.C.get/skiplist").toAbsolutePath();

    assertThat(ConsoleLine.of(RESULT, Verdict.FAILED, List.of(), "too slow", inProject))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] FAILED: 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get"
                + " 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms | too slow (run"
                + " directory target/kvperf/runs/a.C.get/skiplist)");
  }

  @Test
  void whatTheRunFoundComesFirstAfterTheVerdict() {
    assertThat(
            ConsoleLine.of(
                RESULT,
                Verdict.FAILED,
                List.of(ReportFixtures.firstMovedVersion()),
                "throughput -30.0 % against org.rocksdb:rocksdbjni:9.0.1",
                Path.of("/r")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] FAILED: 9.1.0 is the first version that moved (9.0.1 did"
                + " not): throughput -24.7 % [-27.0, -22.3] against org.rocksdb:rocksdbjni:9.0.1; a"
                + " 10 % budget | 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get 2.0 µs; 100.0"
                + " B/op (all threads 100.0); GC max 3.0 ms | throughput -30.0 % against"
                + " org.rocksdb:rocksdbjni:9.0.1 (run directory /r)");
  }

  @Test
  void aVersionThatCouldNotRunHeadsTheAccount() {
    String account =
        JudgementText.account(List.of(ReportFixtures.versionThatCouldNotRun()), "version sweep");

    assertThat(ConsoleLine.of(RESULT, Verdict.FAILED, List.of(), account, Path.of("/r")))
        .isEqualTo(
            "kvperf: a.C#get [skiplist] FAILED: 1 000 000 ops/s [1 000 000 .. 1 000 000]; p99 get"
                + " 2.0 µs; 100.0 B/op (all threads 100.0); GC max 3.0 ms |"
                + " org.rocksdb:rocksdbjni:10.10.1 FAILED: could not run"
                + " (org.rocksdb:rocksdbjni:9.0.1): arm A (org.rocksdb:rocksdbjni:10.10.1): engine"
                + " 'rocksdb' failed in its forked JVM: java.lang.UnsatisfiedLinkError:"
                + " /tmp/librocksdbjni.so: /lib/libc.so.6: version `GLIBC_2.38' not found / version"
                + " sweep (run directory /r)");
  }
}
