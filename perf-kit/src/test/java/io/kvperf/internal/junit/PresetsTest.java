package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.kvperf.api.KeyOrder;
import io.kvperf.api.KvPerfTest;
import io.kvperf.api.Measure;
import io.kvperf.api.Mix;
import io.kvperf.api.Operation;
import io.kvperf.api.PreloadOrder;
import io.kvperf.api.ReadMode;
import io.kvperf.api.Threads;
import io.kvperf.api.Workload;
import io.kvperf.api.presets.HestiaSequentialRead;
import io.kvperf.api.presets.HestiaStreamRead;
import io.kvperf.api.presets.KratiPopulate;
import io.kvperf.api.presets.KratiReadOnly;
import io.kvperf.api.presets.KratiReadWrite;
import io.kvperf.api.presets.KratiWriteOnly;
import io.kvperf.api.presets.OakAscendingScan;
import io.kvperf.api.presets.OakDescendingScan;
import io.kvperf.api.presets.OakGetOnly;
import io.kvperf.api.presets.OakGetOnlyZeroCopy;
import io.kvperf.api.presets.OakPutOnly;
import io.kvperf.api.presets.YcsbA;
import io.kvperf.api.presets.YcsbB;
import io.kvperf.api.presets.YcsbC;
import io.kvperf.api.presets.YcsbD;
import io.kvperf.api.presets.YcsbE;
import io.kvperf.api.presets.YcsbF;
import io.kvperf.engine.Capability;
import io.kvperf.workload.OperationMix;
import io.kvperf.workload.SizeRange;
import io.kvperf.workload.WorkloadSpec;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every preset declares a valid workload with the seed's or YCSB's figures. */
class PresetsTest {
  private static ContractDefinition of(String method) throws NoSuchMethodException {
    return ContractDefinition.of(Presets.class, Presets.class.getDeclaredMethod(method));
  }

  private static WorkloadSpec workload(String method) throws NoSuchMethodException {
    return of(method).workload();
  }

  @Test
  void everySeedAndYcsbPresetPreloadsInRandomOrder() throws Exception {
    for (String preset :
        new String[] {
          "a",
          "b",
          "c",
          "d",
          "e",
          "f",
          "oakPut",
          "oakGet",
          "oakGetZeroCopy",
          "oakAscending",
          "oakDescending",
          "hestia",
          "kratiPopulate",
          "kratiWrite",
          "kratiRead",
          "kratiReadWrite"
        }) {
      assertThat(workload(preset).preloadOrder()).as(preset).isEqualTo(PreloadOrder.RANDOM);
    }
  }

  @Test
  void ycsbCoreWorkloads() throws Exception {
    assertThat(workload("a").mix()).isEqualTo(OperationMix.getsAndUpdates(50, 50));
    assertThat(workload("b").mix()).isEqualTo(OperationMix.getsAndUpdates(95, 5));
    assertThat(workload("c").mix()).isEqualTo(OperationMix.readOnly());
    assertThat(workload("d").mix())
        .isEqualTo(new OperationMix(Map.of(Operation.GET, 95, Operation.INSERT, 5), 0));
    assertThat(workload("d").keyChoice().order()).isEqualTo(KeyOrder.LATEST);
    assertThat(workload("e").mix())
        .isEqualTo(new OperationMix(Map.of(Operation.INSERT, 5, Operation.SCAN, 95), 0));
    assertThat(workload("e").scanLength()).isEqualTo(SizeRange.uniform(1, 100));
    assertThat(workload("f").mix())
        .isEqualTo(new OperationMix(Map.of(Operation.GET, 50, Operation.READ_MODIFY_WRITE, 50), 0));
    for (String ycsb : new String[] {"a", "b", "c", "e", "f"}) {
      assertThat(workload(ycsb).keyChoice().order()).isEqualTo(KeyOrder.ZIPFIAN);
      assertThat(workload(ycsb).keyChoice().zipfianConstant()).isEqualTo(0.99);
      assertThat(workload(ycsb).valueSize()).isEqualTo(SizeRange.fixed(1000));
    }
  }

  @Test
  void oakSeed() throws Exception {
    for (String oak :
        new String[] {"oakPut", "oakGet", "oakGetZeroCopy", "oakAscending", "oakDescending"}) {
      WorkloadSpec spec = workload(oak);
      assertThat(spec.preloadCount()).isEqualTo(5_000_000);
      assertThat(spec.keySize()).isEqualTo(SizeRange.fixed(100));
      assertThat(spec.valueSize()).isEqualTo(SizeRange.fixed(1024));
    }
    assertThat(workload("oakPut").mix().percent(Operation.UPDATE)).isEqualTo(100);
    assertThat(workload("oakGetZeroCopy").readMode()).isEqualTo(ReadMode.ZERO_COPY);
    assertThat(workload("oakAscending").mix().percent(Operation.SCAN)).isEqualTo(100);
    assertThat(workload("oakDescending").mix().percent(Operation.REVERSE_SCAN)).isEqualTo(100);
    assertThat(workload("oakDescending").scanLength()).isEqualTo(SizeRange.fixed(100));
    assertThat(workload("oakGet").threads()).isEqualTo(1);
    assertThat(workload("oakGetOnFourThreads").threads()).isEqualTo(4);
    assertThat(workload("oakGetOnFourThreads").withThreads(1)).isEqualTo(workload("oakGet"));
  }

  @Test
  void hestiaStoreSeed() throws Exception {
    ContractDefinition hestia = of("hestia");
    assertThat(hestia.workload().preloadCount()).isEqualTo(10_000_000);
    assertThat(hestia.workload().seed()).isEqualTo(324432L);
    assertThat(hestia.workload().keyChoice().order()).isEqualTo(KeyOrder.SEQUENTIAL);
    assertThat(hestia.workload().threads()).isOne();
    assertThat(hestia.measurement().measured().iterations()).isEqualTo(25);
    assertThat(hestia.measurement().measured().iterationTime()).isEqualTo(Duration.ofSeconds(20));
    assertThat(hestia.measurement().forks()).isOne();
    ContractDefinition stream = of("hestiaStream");
    // The same entries, loaded the same way; only the mix differs.
    assertThat(stream.workload().withMix(hestia.workload().mix()))
        .usingRecursiveComparison()
        .ignoringFields("keyChoice")
        .isEqualTo(hestia.workload());
    assertThat(stream.workload().mix().percent(Operation.CURSOR_READ)).isEqualTo(100);
    assertThat(stream.workload().requiredCapabilities()).containsExactly(Capability.SCAN_ASCENDING);
    assertThat(stream.measurement()).isEqualTo(hestia.measurement());
  }

  @Test
  void kratiSeed() throws Exception {
    for (String krati :
        new String[] {"kratiPopulate", "kratiWrite", "kratiRead", "kratiReadWrite"}) {
      WorkloadSpec spec = workload(krati);
      assertThat(spec.keySize()).isEqualTo(SizeRange.uniform(30, 36));
      assertThat(spec.valueSize()).isEqualTo(SizeRange.withMean(512, 2048, 1024));
    }
    assertThat(workload("kratiReadWrite").groups())
        .extracting(g -> g.name() + " " + g.threads() + " " + g.mix().describe())
        .containsExactly(
            "writer 1 " + OperationMix.only(Operation.UPDATE).describe(),
            "readers 4 " + OperationMix.readOnly().describe());
    assertThat(workload("kratiPopulate").preloadCount()).isZero();
    assertThat(workload("kratiPopulate").mix().percent(Operation.INSERT)).isEqualTo(100);
    assertThat(workload("kratiRead").preloadCount()).isEqualTo(2_500_000);
  }

  @Test
  void aUsersOwnPresetComposesTheSameWay() throws Exception {
    WorkloadSpec mine = workload("mine");
    assertThat(mine.threads()).isEqualTo(4);
    assertThat(mine.mix()).isEqualTo(OperationMix.getsAndUpdates(90, 10));
    assertThat(of("mineWithMeasure").measurement().measured().iterations()).isEqualTo(7);
  }

  // snippet:preset
  /** A user's preset: four threads of 90 % gets over hot keys. */
  @Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
  @Retention(RetentionPolicy.RUNTIME)
  @KvPerfTest
  @Workload(
      preload = 1_000,
      order = KeyOrder.HOTSPOT,
      mix = @Mix(gets = 90, updates = 10),
      threads = 4)
  @interface HotReadsOnFourThreads {}

  // end-snippet:preset

  @SuppressWarnings("unused")
  static class Presets {
    @YcsbA
    void a() {}

    @YcsbB
    void b() {}

    @YcsbC
    void c() {}

    @YcsbD
    void d() {}

    @YcsbE
    void e() {}

    @YcsbF
    void f() {}

    @OakPutOnly
    void oakPut() {}

    @OakGetOnly
    void oakGet() {}

    @OakGetOnly
    @Threads(4)
    void oakGetOnFourThreads() {}

    @OakGetOnlyZeroCopy
    void oakGetZeroCopy() {}

    @OakAscendingScan
    void oakAscending() {}

    @OakDescendingScan
    void oakDescending() {}

    @HestiaSequentialRead
    void hestia() {}

    @HestiaStreamRead
    void hestiaStream() {}

    @KratiPopulate
    void kratiPopulate() {}

    @KratiWriteOnly
    void kratiWrite() {}

    @KratiReadOnly
    void kratiRead() {}

    @KratiReadWrite
    void kratiReadWrite() {}

    @HotReadsOnFourThreads
    void mine() {}

    @HotReadsOnFourThreads
    @Measure(iterations = 7)
    void mineWithMeasure() {}
  }
}
