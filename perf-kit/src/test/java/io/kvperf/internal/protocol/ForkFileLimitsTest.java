package io.kvperf.internal.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.result.DiskUsage;
import io.kvperf.result.Environment;
import io.kvperf.result.GcObservation;
import io.kvperf.result.GcPauseKind;
import io.kvperf.result.GroupIteration;
import io.kvperf.result.GroupLatency;
import io.kvperf.result.IterationMetrics;
import io.kvperf.result.JvmGcLog;
import io.kvperf.result.LatencySummary;
import io.kvperf.result.MemorySnapshot;
import io.kvperf.result.MergedLatencies;
import io.kvperf.result.Metrics;
import io.kvperf.result.MetricsResult;
import io.kvperf.result.PauseStats;
import io.kvperf.workload.GroupSpec;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.WorkloadSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork file is read within limits: the deepest and the largest real files pass, and a truncated,
 * oversized or hostile one is an error naming the file and why, before it allocates much.
 */
class ForkFileLimitsTest {
  private static final LatencySummary GET =
      new LatencySummary(1000, 1000, 1500, 2000, 5000, 9000, 12_000);

  @Test
  void theDeepestPlanAndMetricsPass(@TempDir Path directory) throws IOException {
    WorkloadSpec groups =
        WorkloadSpec.simple(10, 16, 100, 1, KeyOrder.UNIFORM)
            .withGroups(
                List.of(
                    new GroupSpec("writer", 1, OperationMix.only(Operation.UPDATE)),
                    new GroupSpec("readers", 2, OperationMix.readOnly())));
    ForkPlan plan =
        new ForkPlan(
            new ForkPlan.Target("skiplist", Map.of("a", "b"), "/tmp/store"),
            new ForkPlan.Load(groups, 0, 1, 0),
            Companion.of(io.kvperf.api.Reference.SKIPLIST, groups),
            true,
            "/tmp/metrics.bin");
    Path planFile = directory.resolve("fork-plan.bin");
    plan.write(planFile, directory.resolve("fork-plan.json"));
    assertThat(ForkPlan.read(planFile)).isEqualTo(plan);

    MetricsFile metrics = metricsFile(100);
    Path metricsFile = directory.resolve("fork-metrics.bin");
    metrics.write(metricsFile);
    assertThat(MetricsFile.read(metricsFile)).isEqualTo(metrics);

    assertThat(Math.max(depth(planFile), depth(metricsFile)))
        .as("half the filter's limit: room for records to nest deeper")
        .isEqualTo(12)
        .isEqualTo(ForkFileFilter.MOST_DEPTH / 2);
  }

  /** How deep the objects in {@code file} nest, as the reader's filter sees them. */
  private static long depth(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    long[] deepest = {0};
    try (ObjectInputStream objects =
        new ObjectInputStream(new ByteArrayInputStream(bytes, 8, bytes.length - 8))) {
      objects.setObjectInputFilter(
          info -> {
            deepest[0] = Math.max(deepest[0], info.depth());
            return ObjectInputFilter.Status.UNDECIDED;
          });
      objects.readObject();
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    return deepest[0];
  }

  @Test
  void aSoaksPausesPass(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("fork-metrics.bin");
    metricsFile(200_000).write(file);
    assertThat(MetricsFile.read(file).metrics().gc().pauseNanos())
        .as("200,000 pauses, each its own object in two lists")
        .hasSize(200_000);

    List<Long> most = Collections.nCopies(ForkFileFilter.MOST_ARRAY_LENGTH, 3_000_000L);
    MetricsFile longest = metricsFile(0);
    new MetricsFile(
            longest.metrics().withGc(new GcObservation(0, 10, most)),
            null,
            longest.environment(),
            longest.timeline())
        .write(file);
    assertThat(MetricsFile.read(file).metrics().gc().pauseNanos())
        .as("as long a list as a fork file may hold")
        .hasSize(ForkFileFilter.MOST_ARRAY_LENGTH);
  }

  @Test
  void aTruncatedFileIsAnErrorNamingIt(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("fork-metrics.bin");
    metricsFile(10).write(file);
    byte[] whole = Files.readAllBytes(file);
    Files.write(file, java.util.Arrays.copyOf(whole, whole.length / 2));

    assertThatThrownBy(() -> MetricsFile.read(file))
        .isInstanceOf(IOException.class)
        .hasMessage("the metrics file " + file + " is corrupt: java.io.EOFException")
        .hasCauseInstanceOf(java.io.EOFException.class);
  }

  @Test
  void aHugeArrayLengthIsRejectedBeforeItIsAllocated(@TempDir Path directory) throws IOException {
    // A long[] of one marked element, whose length then claims 2,147,483,000 elements.
    byte[] stream = objectStream(new long[] {0x1122334455667788L});
    int element = indexOf(stream, new byte[] {0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77});
    new java.io.DataOutputStream(new PatchAt(stream, element - 4)).writeInt(2_147_483_000);
    Path file = withHeader(directory.resolve("fork-metrics.bin"), stream);

    assertThatThrownBy(() -> MetricsFile.read(file))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "the metrics file "
                + file
                + " is corrupt: it holds an array of 2147483000 elements, more than 1000000");
  }

  @Test
  void aClassNoForkFileHoldsIsRejected(@TempDir Path directory) throws IOException {
    Path file =
        withHeader(
            directory.resolve("fork-metrics.bin"), objectStream(new HashSet<>(List.of("a"))));

    assertThatThrownBy(() -> MetricsFile.read(file))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "the metrics file "
                + file
                + " is corrupt: it holds a java.util.HashSet, which no fork file holds");
  }

  @Test
  void anOversizedFileIsRejectedUnread(@TempDir Path directory) throws IOException {
    Path file = withHeader(directory.resolve("fork-metrics.bin"), new byte[0]);
    long size = ForkFileFilter.MOST_BYTES + 9;
    try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
      sparse.setLength(size);
    }

    assertThatThrownBy(() -> MetricsFile.read(file))
        .isInstanceOf(IOException.class)
        .hasMessage(
            "the metrics file "
                + file
                + " is corrupt: it has 67108873 bytes, more than the 67108864 a fork file may"
                + " have");
  }

  /** A fork's metrics with {@code pauses} GC pauses, groups and every map filled. */
  private static MetricsFile metricsFile(int pauses) {
    List<Long> pauseNanos = Collections.nCopies(pauses, 3_000_000L);
    IterationMetrics iteration =
        new IterationMetrics(
            1,
            1000,
            1_000_000_000L,
            Metrics.probes(100_000L, 4096L),
            new MemorySnapshot(10 << 20, 0, 0, 50 << 20),
            new IterationMetrics.Latencies(
                Map.of(Operation.GET, GET),
                Map.of(Operation.GET, GET),
                Map.of("readers", new GroupIteration(900, Map.of(Operation.GET, GET)))),
            new IterationMetrics.Recorded(
                pauseNanos.stream().map(p -> p + 1).toList(),
                Map.of(GcPauseKind.YOUNG, PauseStats.one(3_000_000L)),
                Map.of()));
    Map<String, GroupLatency> groups = new LinkedHashMap<>();
    groups.put(
        "readers",
        new GroupLatency(3, Map.of(Operation.GET, GET), Map.of(Operation.GET, "HISTFAAAA")));
    MetricsResult metrics =
        new MetricsResult(
            List.of(iteration),
            new MergedLatencies(
                Map.of(Operation.GET, GET),
                Map.of(Operation.GET, GET),
                Map.of(Operation.GET, "HISTFAAAA"),
                Map.of(Operation.GET, "HISTFAAAA"),
                groups),
            new GcObservation(0, 10, pauseNanos.stream().map(p -> p + 2).toList())
                .withJvmLog(new JvmGcLog(1, 2, 3, 4, 5)),
            new DiskUsage(0, 0),
            0);
    return new MetricsFile(
        metrics,
        metrics,
        Environment.current(),
        new ForkTimeline(1_000_200, new SetupSteps(400, 900, 1500, 1600), 1650, 2650, 2700));
  }

  private static byte[] objectStream(Object object) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream objects = new ObjectOutputStream(bytes)) {
      objects.writeObject(object);
    }
    return bytes.toByteArray();
  }

  /** {@code stream} behind a metrics file's header of the current version, in {@code file}. */
  private static Path withHeader(Path file, byte[] stream) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream header = new DataOutputStream(bytes);
    header.writeInt(0x6b767066);
    header.writeInt(ForkProtocol.VERSION);
    header.write(stream);
    return Files.write(file, bytes.toByteArray());
  }

  private static int indexOf(byte[] bytes, byte[] part) {
    for (int i = 0; i + part.length <= bytes.length; i++) {
      if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    throw new AssertionError("not found");
  }

  /** Writes over {@code bytes} from {@code at} on. */
  private static final class PatchAt extends java.io.OutputStream {
    private final byte[] bytes;
    private int at;

    PatchAt(byte[] bytes, int at) {
      this.bytes = bytes;
      this.at = at;
    }

    @Override
    public void write(int b) {
      bytes[at++] = (byte) b;
    }
  }
}
