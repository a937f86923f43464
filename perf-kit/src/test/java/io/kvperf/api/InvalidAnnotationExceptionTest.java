package io.kvperf.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one place the shape of an invalid annotation's message is asserted: every other test asserts
 * the exception's values.
 */
class InvalidAnnotationExceptionTest {
  @Test
  void oneAttributeIsWrittenAsInTheAnnotationAStringQuoted() {
    InvalidAnnotationException number =
        InvalidAnnotationException.of(Workload.class, "preload", -5L, "must not be negative");
    InvalidAnnotationException text =
        InvalidAnnotationException.of(Measure.class, "iterationTime", "1 x", "is no duration");

    assertThat(number)
        .hasMessage("@Workload(preload = -5) is invalid: must not be negative")
        .returns(Workload.class, InvalidAnnotationException::annotation)
        .returns("preload = -5", InvalidAnnotationException::attributes)
        .returns(Optional.of("preload"), InvalidAnnotationException::attribute)
        .returns(Optional.of("-5"), InvalidAnnotationException::value)
        .returns("must not be negative", InvalidAnnotationException::reason);
    assertThat(text)
        .hasMessage("@Measure(iterationTime = \"1 x\") is invalid: is no duration")
        .returns(Optional.of("\"1 x\""), InvalidAnnotationException::value);
  }

  @Test
  void aRuleOverSeveralAttributesListsThemAsGivenAndNamesNoOne() {
    InvalidAnnotationException several =
        InvalidAnnotationException.written(
            Workload.class, "keySize = 9, keySizeMax = 8", "need 0 <= keySize <= keySizeMax");

    assertThat(several)
        .hasMessage(
            "@Workload(keySize = 9, keySizeMax = 8) is invalid: need 0 <= keySize <= keySizeMax")
        .returns("keySize = 9, keySizeMax = 8", InvalidAnnotationException::attributes)
        .returns(Optional.empty(), InvalidAnnotationException::attribute)
        .returns(Optional.empty(), InvalidAnnotationException::value)
        .returns("need 0 <= keySize <= keySizeMax", InvalidAnnotationException::reason);
  }
}
