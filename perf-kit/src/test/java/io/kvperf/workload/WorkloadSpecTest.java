package io.kvperf.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.kvperf.api.InvalidAnnotationException;
import io.kvperf.api.KeyOrder;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.api.Workload;
import io.kvperf.engine.Capability;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

class WorkloadSpecTest {
  @Test
  void aWorkloadPreloadedInKeyOrderIsWrittenOutAsBeforePreloadOrdersExisted() {
    // The text the committed baselines' plans hold: their fingerprints must not change.
    WorkloadSpec spec = WorkloadSpec.simple(100_000, 16, 100, 324432L, KeyOrder.UNIFORM);
    String before =
        "WorkloadSpec[preloadCount=100000, keySize=SizeRange[min=16, max=16, exponent=1.0],"
            + " valueSize=SizeRange[min=100, max=100, exponent=1.0], seed=324432,"
            + " keyChoice=KeyChoice[order=UNIFORM, zipfianConstant=0.99, hotKeyFraction=0.2,"
            + " hotOperationFraction=0.8], mix=OperationMix[percentByOperation={GET=100},"
            + " missingGetPercent=0], scanLength=SizeRange[min=100, max=100, exponent=1.0],"
            + " readMode=COPY, threads=1]";
    assertThat(spec).hasToString(before);
    assertThat(spec.withPreloadOrder(PreloadOrder.RANDOM))
        .hasToString(before.substring(0, before.length() - 1) + ", preloadOrder=RANDOM]");
  }

  @Test
  void groupsSetTheThreadsAndEachThreadsMix() {
    GroupSpec writer = new GroupSpec("writer", 1, OperationMix.only(Operation.UPDATE));
    GroupSpec readers = new GroupSpec("readers", 3, OperationMix.readOnly());
    WorkloadSpec spec =
        WorkloadSpec.simple(1_000, 16, 100, 1, KeyOrder.UNIFORM)
            .withGroups(List.of(writer, readers));
    assertThat(spec.threads()).isEqualTo(4);
    assertThat(spec.threadGroups().mixOf(0)).isEqualTo(writer.mix());
    assertThat(spec.threadGroups().mixOf(1)).isEqualTo(readers.mix());
    assertThat(spec.threadGroups().mixOf(3)).isEqualTo(readers.mix());
    assertThat(spec.threadGroups().groupOf(2)).isEqualTo(1);
    assertThat(spec.threadGroups().runs(Operation.UPDATE)).isTrue();
    assertThat(spec.threadGroups().runs(Operation.INSERT)).isFalse();
    assertThat(spec.threadGroups().describe())
        .isEqualTo(
            "groups writer (1 thread) "
                + writer.mix().describe()
                + ", readers (3 threads) "
                + readers.mix().describe());
    assertThat(spec)
        .as("the groups are part of the plan's fingerprint")
        .hasToString(
            "WorkloadSpec[preloadCount=1000, keySize=SizeRange[min=16, max=16, exponent=1.0],"
                + " valueSize=SizeRange[min=100, max=100, exponent=1.0], seed=1,"
                + " keyChoice=KeyChoice[order=UNIFORM, zipfianConstant=0.99, hotKeyFraction=0.2,"
                + " hotOperationFraction=0.8], mix=OperationMix[percentByOperation={UPDATE=100},"
                + " missingGetPercent=0], scanLength=SizeRange[min=100, max=100, exponent=1.0],"
                + " readMode=COPY, threads=4, groups="
                + List.of(writer, readers)
                + "]");
    assertThatThrownBy(() -> spec.withThreads(2))
        .isExactlyInstanceOf(IllegalStateException.class)
        .hasMessage(
            "withThreads does not apply to a workload of groups " + List.of(writer, readers));
    assertThat(WorkloadSpec.simple(1_000, 16, 100, 1, KeyOrder.UNIFORM).threadGroups().all())
        .containsExactly(new GroupSpec("all", 1, OperationMix.readOnly()));
  }

  @Test
  void groupsAreNamedOnceAndTheirScansNeedScanningEngines() {
    GroupSpec scanner = new GroupSpec("scanner", 1, OperationMix.only(Operation.REVERSE_SCAN));
    WorkloadSpec base = WorkloadSpec.simple(1_000, 16, 100, 1, KeyOrder.UNIFORM);
    assertThat(
            base.withGroups(List.of(new GroupSpec("reader", 1, OperationMix.readOnly()), scanner))
                .requiredCapabilities())
        .containsExactly(Capability.SCAN_DESCENDING);
    assertThatThrownBy(() -> base.withGroups(List.of(scanner, scanner)))
        .hasMessage("@Group(name = \"scanner\") is invalid: names another group too");
    assertThatThrownBy(() -> new GroupSpec("Readers", 1, OperationMix.readOnly()))
        .hasMessage(
            "@Group(name = \"Readers\") is invalid: must be lower-case letters, digits and '-'");
  }

  @Test
  void aRandomPreloadOrderIsASeededPermutationOfTheKeys() {
    WorkloadSpec spec =
        WorkloadSpec.simple(10_000, 16, 100, 7L, KeyOrder.UNIFORM)
            .withPreloadOrder(PreloadOrder.RANDOM);
    LongUnaryOperator order = spec.preloadSequence();
    Set<Long> seen = new HashSet<>();
    long inPlace = 0;
    long ascendingSteps = 0;
    for (long position = 0; position < spec.preloadCount(); position++) {
      long index = order.applyAsLong(position);
      assertThat(index).isBetween(0L, spec.preloadCount() - 1);
      assertThat(seen.add(index)).as("index %d written once", index).isTrue();
      inPlace += index == position ? 1 : 0;
      ascendingSteps += position > 0 && index > order.applyAsLong(position - 1) ? 1 : 0;
    }
    assertThat(seen).hasSize(10_000);
    assertThat(inPlace).as("keys left in place").isLessThan(20);
    assertThat(ascendingSteps)
        .as("ascending steps, about half of a random order")
        .isBetween(4_500L, 5_500L);
    assertThat(spec.preloadSequence().applyAsLong(123)).isEqualTo(order.applyAsLong(123));
    assertThat(
            WorkloadSpec.simple(10_000, 16, 100, 8L, KeyOrder.UNIFORM)
                .withPreloadOrder(PreloadOrder.RANDOM)
                .preloadSequence()
                .applyAsLong(123))
        .as("another seed, another order")
        .isNotEqualTo(order.applyAsLong(123));
    assertThat(spec.withPreloadOrder(PreloadOrder.KEY_ORDER).preloadSequence().applyAsLong(123))
        .isEqualTo(123);
  }

  @Test
  void theKeySizeBoundsThePreloadCount() {
    assertThat(Specs.fixed(256, 1, 0, 1).preloadCount()).isEqualTo(256);
    assertThatThrownBy(() -> Specs.fixed(257, 1, 0, 1))
        .hasMessage(
            "@Workload(preload = 257) is invalid: exceeds the 256 distinct keys that 1-byte keys"
                + " can hold");
  }

  @Test
  void eachRangeIsCheckedAndNamed() {
    assertThatThrownBy(() -> Specs.fixed(0, 16, 100, 1))
        .hasMessageStartingWith("@Workload(preload = 0) is invalid: must be at least 1");
    assertThatThrownBy(() -> Specs.fixed(-1, 16, 100, 1))
        .hasMessageStartingWith("@Workload(preload = -1)");
    assertThatThrownBy(() -> Specs.fixed(1, 65_537, 100, 1))
        .hasMessageStartingWith("@Workload(keySize = 65537)");
    assertThatThrownBy(() -> Specs.fixed(1, 16, 100, 1).withThreads(1025))
        .hasMessageStartingWith("@Workload(threads = 1025)");
  }

  @Test
  void anInsertOnlyWorkloadMayStartEmpty() {
    OperationMix populate = new OperationMix(Map.of(Operation.INSERT, 100), 0);
    assertThat(Specs.choosing(0, KeyChoice.of(KeyOrder.UNIFORM), populate, 1).preloadCount())
        .isZero();
  }

  @Test
  void missingGetsNeedRoomBeyondTheIndexBytes() {
    OperationMix mix = new OperationMix(Map.of(Operation.GET, 100), 10);
    assertThat(
            catchThrowableOfType(
                InvalidAnnotationException.class, () -> Specs.fixed(10, 8, 100, 1).withMix(mix)))
        .returns(Workload.class, InvalidAnnotationException::annotation)
        .returns(Optional.of("keySize"), InvalidAnnotationException::attribute)
        .returns(Optional.of("8"), InvalidAnnotationException::value)
        .returns(
            "must be at least 9 bytes for missing-key gets (mix missingGets = 10)",
            InvalidAnnotationException::reason);
  }

  @Test
  void sharesMustSumTo100AndMissingGetsNeedGets() {
    assertThatThrownBy(() -> new OperationMix(Map.of(Operation.GET, 50, Operation.SCAN, 30), 0))
        .hasMessage(
            "@Workload(mix = @Mix(gets = 50, scans = 30)) is invalid: the operation shares must"
                + " sum to 100, they sum to 80");
    assertThat(
            catchThrowableOfType(
                InvalidAnnotationException.class,
                () -> new OperationMix(Map.of(Operation.UPDATE, 100), 5)))
        .returns(Workload.class, InvalidAnnotationException::annotation)
        .returns(
            "mix = @Mix(updates = 100, missingGets = 5)", InvalidAnnotationException::attributes)
        .returns(
            "missingGets is a share of the gets, and there are none",
            InvalidAnnotationException::reason);
  }

  @Test
  void distributionParametersAreChecked() {
    assertThatThrownBy(() -> new KeyChoice(KeyOrder.ZIPFIAN, 1.0, 0.2, 0.8))
        .hasMessageStartingWith("@Workload(zipfianConstant = 1.0) is invalid");
    assertThatThrownBy(() -> new KeyChoice(KeyOrder.HOTSPOT, 0.99, 0, 0.8))
        .hasMessageStartingWith("@Workload(hotKeys = 0.0) is invalid");
    assertThatThrownBy(() -> new KeyChoice(KeyOrder.HOTSPOT, 0.99, 0.2, 1.5))
        .hasMessageStartingWith("@Workload(hotOps = 150.0) is invalid");
  }

  @Test
  void scansAndZeroCopyReadsNeedTheirCapabilities() {
    WorkloadSpec spec =
        new WorkloadSpec(
            new WorkloadSpec.Entries(
                10, SizeRange.fixed(16), SizeRange.fixed(100), PreloadOrder.KEY_ORDER),
            1,
            KeyChoice.of(KeyOrder.UNIFORM),
            new OperationMix(
                Map.of(Operation.GET, 50, Operation.SCAN, 25, Operation.REVERSE_SCAN, 25), 0),
            new WorkloadSpec.Reads(SizeRange.fixed(10), ReadMode.ZERO_COPY),
            1);
    assertThat(spec.requiredCapabilities())
        .containsExactlyInAnyOrder(
            Capability.SCAN_ASCENDING, Capability.SCAN_DESCENDING, Capability.ZERO_COPY_READS);
    assertThat(Specs.fixed(10, 16, 100, 1).requiredCapabilities()).isEmpty();
  }

  @Test
  void scaleMultipliesThePreloadAndKeepsAtLeastOneEntry() {
    assertThat(Specs.fixed(10_000_000, 16, 100, 1).scaled(Scale.parse("ci")).preloadCount())
        .isEqualTo(1_000_000);
    assertThat(Specs.fixed(5, 16, 100, 1).scaled(Scale.parse("smoke")).preloadCount()).isOne();
    assertThat(Scale.parse("0.25").factor()).isEqualTo(0.25);
    assertThatThrownBy(() -> Scale.parse("huge")).hasMessageStartingWith("kvperf.scale = 'huge'");
    assertThatThrownBy(() -> Scale.parse("0")).hasMessageContaining("must be in (0, 1000]");
  }
}
