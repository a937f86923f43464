package io.kvperf.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Every operation type owns a real {@link Mix} attribute and reads its own share from it. */
class OperationTest {
  @Workload(
      preload = 1,
      mix =
          @Mix(
              gets = 1,
              updates = 2,
              inserts = 3,
              deletes = 4,
              readModifyWrites = 5,
              scans = 6,
              reverseScans = 79))
  private static void shares() {}

  @Test
  void eachTypeReadsItsOwnMixAttribute() throws Exception {
    Mix mix = OperationTest.class.getDeclaredMethod("shares").getAnnotation(Workload.class).mix();
    for (Operation operation : Operation.values()) {
      Method attribute = Mix.class.getMethod(operation.mixAttribute());
      assertThat(operation.percentIn(mix)).as(operation.name()).isEqualTo(attribute.invoke(mix));
    }
    assertThat(Arrays.stream(Operation.values()).mapToInt(o -> o.percentIn(mix)).sum())
        .isEqualTo(100);
  }

  @Test
  void metricNamesAreUniqueAndFoundAgain() {
    for (Operation operation : Operation.values()) {
      assertThat(Operation.ofMetricName(operation.metricName())).contains(operation);
    }
    assertThat(Operation.ofMetricName("gets")).isEmpty();
  }
}
