/**
 * kvperf's kit: the JUnit 5 extension, the engine SPI, the workload model, the JMH harness, the
 * baseline gate and the reports. It exports its API packages only; {@code io.kvperf.internal} and
 * its packages may change in any release. The kit is built and run on the class path (its forks get
 * this JVM's class path), where this descriptor is ignored; on the module path it keeps the
 * internals closed but to the frameworks that reflect on them: JUnit on the extension and the
 * conformance kit, JMH on the fork's generated benchmark classes, Jackson on the records it writes
 * and reads.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.kvperf {
  // In the API's signatures: @KvPerfContract's @ExtendWith, the conformance kit's JUnit tests,
  // and the assertions, which extend AssertJ's.
  requires transitive org.junit.jupiter.api;
  requires transitive org.assertj.core;
  // The result's latency histograms are HdrHistogram's.
  requires transitive HdrHistogram;
  // ShardFilter is a discovery filter, compiled against the launcher, which a contract does not
  // need to compile. The filter is registered in META-INF/services only: declared here, it would
  // keep the module from resolving wherever the launcher is not a module (on the class path, as
  // build tools start it), so on the module path kvperf.shard deals no contracts.
  requires static org.junit.platform.launcher;
  requires com.fasterxml.jackson.databind;
  requires jmh.core;
  requires commons.math3;
  requires async.profiler;
  requires java.management;
  requires jdk.management;
  requires jdk.jfr;
  requires java.xml;

  exports io.kvperf.api;
  exports io.kvperf.api.presets;
  exports io.kvperf.result;
  exports io.kvperf.assertj;
  exports io.kvperf.engine;
  exports io.kvperf.tck;
  exports io.kvperf.workload;

  // JUnit instantiates the extension and runs the conformance kit's package-private tests.
  opens io.kvperf.internal.junit to
      org.junit.platform.commons;
  opens io.kvperf.tck to
      org.junit.platform.commons;
  // JMH's runner, in the fork, loads and calls the benchmark classes its processor generated.
  opens io.kvperf.internal.fork.jmh_generated to
      jmh.core;
  // Jackson writes and reads the reports, the baselines and the readable copies of fork files.
  opens io.kvperf.api to
      com.fasterxml.jackson.databind;
  opens io.kvperf.result to
      com.fasterxml.jackson.databind;
  opens io.kvperf.workload to
      com.fasterxml.jackson.databind;
  opens io.kvperf.internal.account to
      com.fasterxml.jackson.databind;
  opens io.kvperf.internal.protocol to
      com.fasterxml.jackson.databind;
  opens io.kvperf.internal.report to
      com.fasterxml.jackson.databind;
  opens io.kvperf.internal.store to
      com.fasterxml.jackson.databind;
  opens io.kvperf.internal.stats to
      com.fasterxml.jackson.databind;

  uses io.kvperf.engine.KvEngine;
  uses io.kvperf.tck.SecondBuild;
  uses io.kvperf.internal.build.CoordinateResolver;

  provides io.kvperf.engine.KvEngine with
      io.kvperf.engine.SkipListEngine;
  provides io.kvperf.tck.SecondBuild with
      io.kvperf.internal.run.SecondBuildOfThisJvm;
}
