package io.kvperf.internal.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Text from outside as Markdown's plain text: nothing formats, embeds, links or mentions. */
class MarkdownTextTest {

  @Test
  void aCommentAMentionAndAnImageArePlainText() {
    assertThat(MarkdownText.of("x <!-- @org/team ![](https://host/p.png)"))
        .isEqualTo("x \\<\\!-- @&#8203;org/team \\!\\[\\](https://host/p.png)");
  }

  @Test
  void everyCharacterThatFormatsIsEscaped() {
    assertThat(MarkdownText.of("a|b\\c `code` *em* ~~gone~~ $x$ &#64;team <b>"))
        .isEqualTo(
            "a\\|b\\\\c \\`code\\` \\*em\\* \\~\\~gone\\~\\~ \\$x\\$ \\&#&#8203;64;team \\<b\\>");
  }

  @Test
  void anUnderscoreIsEscapedOnlyWhereItCouldFormat() {
    assertThat(MarkdownText.of("update_heavy _em_ __strong__"))
        .isEqualTo("update_heavy \\_em\\_ \\_\\_strong\\_\\_");
  }

  @Test
  void aReferenceToAnIssueIsBrokenAndAContractsHashIsLeft() {
    assertThat(MarkdownText.of("a.C#get on CPU #12")).isEqualTo("a.C#get on CPU #&#8203;12");
  }

  @Test
  void lineBreaksBecomeSpaces() {
    assertThat(MarkdownText.of("one\ntwo\r\nthree\rfour")).isEqualTo("one two three four");
  }

  @Test
  void aCodeSpanKeepsItsTextOnOneLineInItsCell() {
    assertThat(MarkdownText.code("lib`x.so|frame\nnext")).isEqualTo("`lib'x.so\\|frame next`");
  }
}
