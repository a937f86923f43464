package io.kvperf.internal.junit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The JUnit these tests run on is the one the build means: 5 in perf-kit, 6 in the junit6-check
 * module, which runs them again (its Surefire sets {@code kvperf.test.junitMajor}), so that a
 * version mix-up cannot pass for a JUnit 6 run.
 */
class JunitVersionTest {
  @Test
  void theJupiterOnTheClassPathIsTheMajorVersionTheBuildAsksFor() {
    String expected = System.getProperty("kvperf.test.junitMajor", "5");
    assertThat(Test.class.getPackage().getImplementationVersion()).startsWith(expected + ".");
  }
}
