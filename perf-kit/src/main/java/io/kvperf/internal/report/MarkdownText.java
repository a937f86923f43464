package io.kvperf.internal.report;

/**
 * Text from outside the kit (a contract's or engine's name, a CPU's model, a build's description,
 * an account, an exception's message) made plain text in {@code summary.md} and {@code results.md}:
 * one line, every character that could format, link, embed or mention escaped. GitHub renders these
 * files in a job's summary and a pull request's comment, where a baseline's {@code cpuModel} could
 * otherwise bring HTML, an image fetched from anywhere, or a mention that notifies a team.
 *
 * <ul>
 *   <li>{@code \ ` * < > [ ] ! | ~ $ &} get a backslash, CommonMark's escape: no code span,
 *       emphasis, HTML or comment, link or image, table cell, strikethrough, math or character
 *       reference;
 *   <li>{@code _} gets one except between two letters or digits, where it never formats ({@code
 *       snake_case} stays as it is);
 *   <li>{@code @}, and {@code #} before a digit, are followed by a zero-width space ({@code
 *       &#8203;}): GitHub finds mentions and references to issues in the rendered text, where a
 *       backslash is gone;
 *   <li>line breaks become spaces.
 * </ul>
 *
 * Figures the kit formats itself pass through unchanged but for their brackets.
 */
final class MarkdownText {
  private static final String ESCAPED = "\\`*<>[]!|~$&";

  private static final String ZERO_WIDTH_SPACE = "&#8203;";

  private MarkdownText() {}

  /** {@code text} as plain Markdown text on one line. */
  static String of(String text) {
    String line = text.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
    StringBuilder escaped = new StringBuilder(line.length() + 16);
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (ESCAPED.indexOf(c) >= 0 || (c == '_' && !betweenWordCharacters(line, i))) {
        escaped.append('\\').append(c);
      } else if (c == '@' || (c == '#' && i + 1 < line.length() && isDigit(line.charAt(i + 1)))) {
        escaped.append(c).append(ZERO_WIDTH_SPACE);
      } else {
        escaped.append(c);
      }
    }
    return escaped.toString();
  }

  /**
   * {@code text} as a code span on one line, for a frame's or library's name: literal inside, but
   * for a {@code |}, escaped for the table, and a backtick, which would close it, made {@code '}.
   */
  static String code(String text) {
    String line = text.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
    return "`" + line.replace("|", "\\|").replace("`", "'") + "`";
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean betweenWordCharacters(String text, int index) {
    return index > 0
        && index < text.length() - 1
        && Character.isLetterOrDigit(text.charAt(index - 1))
        && Character.isLetterOrDigit(text.charAt(index + 1));
  }
}
