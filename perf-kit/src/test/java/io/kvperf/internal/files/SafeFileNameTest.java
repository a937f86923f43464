package io.kvperf.internal.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Names from outside as file names: kept where safe, else replaced and told apart by a hash. */
class SafeFileNameTest {

  @Test
  void aSafeNameIsKeptAsItIs() {
    assertThat(SafeFileName.of("io.kvperf.suites.OakSuite.getOnly"))
        .isEqualTo("io.kvperf.suites.OakSuite.getOnly");
    assertThat(SafeFileName.of("bdb-je")).isEqualTo("bdb-je");
  }

  @Test
  void aSweepPointWithCommasPercentsBracketsAndSpacesBecomesOneSafeDistinctName() {
    List<String> names =
        List.of(
            "a.B.get[threads=2,valueSize=64]",
            "a.B.get[threads=2_valueSize=64]",
            "a.B.get[name=x %p, y]",
            "a.B.get[name=x %t, y]");

    List<String> safe = names.stream().map(SafeFileName::of).toList();

    assertThat(safe)
        .containsExactly(
            "a.B.get_threads_2_valueSize_64_-bb31bc16",
            "a.B.get_threads_2_valueSize_64_-75691442",
            "a.B.get_name_x__p__y_-a3360d22",
            "a.B.get_name_x__t__y_-9e8f5f51");
    assertThat(safe).doesNotHaveDuplicates().allMatch(name -> name.matches("[A-Za-z0-9._-]+"));
  }

  @Test
  void namesThatAreNoFileNameOrTooLongChange() {
    assertThat(SafeFileName.of("")).isEqualTo("-e3b0c442");
    assertThat(SafeFileName.of(".")).isEqualTo(".-cdb4ee2a");
    assertThat(SafeFileName.of("..")).isEqualTo("..-5ec1f7e7");
    assertThat(SafeFileName.of("run/../../etc")).isEqualTo("run_.._.._etc-328cc832");
    assertThat(SafeFileName.of("x".repeat(130))).isEqualTo("x".repeat(120) + "-3afbb132");
  }
}
