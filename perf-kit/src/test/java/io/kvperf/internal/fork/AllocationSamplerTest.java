package io.kvperf.internal.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The allocation sampler writes JFR's allocation samples as collapsed stacks, root first, each with
 * the bytes it stands for, the allocating method on top; and deletes its recording.
 */
class AllocationSamplerTest {
  private static Object sink;

  @Test
  void theAllocatingMethodIsTheTopFrame(@TempDir Path directory) throws IOException {
    Path profile = directory.resolve("alloc.collapsed");
    AllocationSampler sampler = new AllocationSampler(profile);

    sampler.start();
    allocateArrays();
    sampler.stopAndWrite();

    List<String> lines = Files.readAllLines(profile);
    assertThat(lines)
        .isNotEmpty()
        .allMatch(line -> line.matches("\\S+ [0-9]+"), "a stack and its bytes")
        .anyMatch(
            line ->
                line.contains(
                    "io/kvperf/internal/fork/AllocationSamplerTest.theAllocatingMethodIsTheTopFrame;"
                        + "io/kvperf/internal/fork/AllocationSamplerTest.allocateArrays "));
    assertThat(directory.resolve("alloc.collapsed.jfr")).doesNotExist();
  }

  private static void allocateArrays() {
    for (int i = 0; i < 200_000; i++) {
      sink = new byte[1024];
    }
  }
}
