package io.kvperf.internal.dossier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Collapsed stacks are read line by line, and a frame's shares count each sample once. */
class CollapsedStacksTest {
  private static final CollapsedStacks PROFILE =
      CollapsedStacks.parse(
          List.of(
              "main;a/B.run;a/B.get 6",
              "main;a/B.run;a/B.get;a/B.get 2",
              "",
              "main;a/B.run 2",
              "main;a/B.run 10"),
          "test");

  @Test
  void repeatedStacksAddUp() {
    assertThat(PROFILE.total()).isEqualTo(20);
    assertThat(PROFILE.samples()).containsEntry("main;a/B.run", 12L);
  }

  @Test
  void selfTimeIsTheTopFrameAndTotalTimeCountsARecursiveFrameOnce() {
    Map<String, Double> self = PROFILE.shares(CollapsedStacks::topFrame);
    assertThat(self.get("a/B.get")).isCloseTo(0.4, within(1e-12));
    assertThat(self.get("a/B.run")).isCloseTo(0.6, within(1e-12));
    assertThat(self).doesNotContainKey("main");
    Map<String, Double> total = PROFILE.shares(CollapsedStacks::everyFrame);
    assertThat(total.get("main")).isCloseTo(1.0, within(1e-12));
    assertThat(total.get("a/B.get")).isCloseTo(0.4, within(1e-12));
  }

  @Test
  void theJitCompilersThreadsAreSetApart() {
    CollapsedStacks stacks =
        CollapsedStacks.parse(
            List.of(
                "libc.so.6`start_thread;libjvm.so`Thread::call_run;"
                    + "libjvm.so`CompileBroker::compiler_thread_loop;libjvm.so`C2Compiler::compile 5",
                "start_thread;CompileBroker::compiler_thread_loop 1",
                "main;a/B.get 3",
                "libc.so.6`start_thread;libjvm.so`GangWorker::run 1",
                "main;a/CompileBroker::compiler_thread_loops 1"),
            "test");
    assertThat(stacks.withoutCompilers().samples())
        .containsOnlyKeys(
            "main;a/B.get",
            "libc.so.6`start_thread;libjvm.so`GangWorker::run",
            "main;a/CompileBroker::compiler_thread_loops");
    assertThat(stacks.withoutCompilers().total()).isEqualTo(5);
  }

  @Test
  void aLambdaHasOneNameWhateverItsClassNumber() {
    CollapsedStacks stacks =
        CollapsedStacks.parse(
            List.of("main;a/B$$Lambda$131.compare 2", "main;a/B$$Lambda$135.compare 3"), "test");
    assertThat(stacks.samples()).containsExactly(Map.entry("main;a/B$$Lambda.compare", 5L));
  }

  @Test
  void aNativeLibraryExtractedForEachForkHasOneName() {
    CollapsedStacks stacks =
        CollapsedStacks.parse(
            List.of(
                "a/B.get;librocksdbjni4899264060119433793.so`rocksdb::DBImpl::Get 2",
                "a/B.get;librocksdbjni859655047542317917.so`rocksdb::DBImpl::Get 3",
                "a/B.get;libstdc++.so.6.0.30`__cxa_throw 1",
                "a/B.get;/tmp/librocksdbjni16680032113236842845.so 4",
                "a/B.get;jffi.so (deleted)`Java_com_kenai_jffi_Foreign_invokeL4 7"),
            "test");
    assertThat(stacks.samples())
        .containsExactly(
            Map.entry("a/B.get;librocksdbjni.so`rocksdb::DBImpl::Get", 5L),
            Map.entry("a/B.get;libstdc++.so.6.0.30`__cxa_throw", 1L),
            Map.entry("a/B.get;/tmp/librocksdbjni.so", 4L),
            Map.entry("a/B.get;jffi.so`Java_com_kenai_jffi_Foreign_invokeL4", 7L));
  }

  @Test
  void aLineWithoutACountIsAnErrorNamingIt() {
    assertThatThrownBy(
            () -> CollapsedStacks.parse(List.of("main;a 1", "main;b x"), "cpu.collapsed"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("cpu.collapsed line 2 is not a collapsed stack and a count: 'main;b x'");
  }
}
