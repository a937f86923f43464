package io.kvperf.internal.settings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The one place the shape of an invalid setting's message is asserted: every other test asserts the
 * exception's values.
 */
class InvalidSettingExceptionTest {
  @Test
  void theMessageNamesTheKeyTheValueAsGivenQuotedAndTheReason() {
    IllegalStateException found = new IllegalStateException("the command failed");

    InvalidSettingException invalid =
        new InvalidSettingException(
            CompareSettings.BUILD, " git:nowhere", "the ref does not resolve", found);

    assertThat(invalid)
        .hasMessage("kvperf.compare = ' git:nowhere' is invalid: the ref does not resolve")
        .hasCause(found)
        .returns("kvperf.compare", InvalidSettingException::key)
        .returns(" git:nowhere", InvalidSettingException::value)
        .returns("the ref does not resolve", InvalidSettingException::reason);
    assertThat(new InvalidSettingException("kvperf.x", "", "give a value")).hasNoCause();
  }
}
