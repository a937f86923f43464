package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KvPerfContract;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Workload;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.ExclusiveResource;
import org.junit.platform.engine.support.hierarchical.Node;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code @KvPerfContract} takes JUnit's global lock for the whole class and runs it on one thread,
 * so with parallel execution on, no other test runs while a contract is measured.
 */
class ContractIsolationTest {

  @Test
  void aContractClassHoldsTheGlobalLockAndRunsOnOneThread(@TempDir Path directory) {
    TestDescriptor contractClass =
        FixtureRun.run(Fixture.class, directory, Map.of()).containerEvents().started().stream()
            .map(Event::getTestDescriptor)
            .filter(d -> d.getSource().equals(Optional.of(ClassSource.from(Fixture.class))))
            .findFirst()
            .orElseThrow();

    Node<?> node = (Node<?>) contractClass;
    assertThat(node.getExclusiveResources())
        .contains(
            new ExclusiveResource(
                ExclusiveResource.GLOBAL_KEY, ExclusiveResource.LockMode.READ_WRITE));
    assertThat(node.getExecutionMode()).isEqualTo(Node.ExecutionMode.SAME_THREAD);
    assertThat(contractClass.getTags()).contains(TestTag.create("perf"));
  }

  @KvPerfContract
  static class Fixture {
    @KvPerfTest
    @Workload(preload = -1)
    void contract() {}
  }
}
