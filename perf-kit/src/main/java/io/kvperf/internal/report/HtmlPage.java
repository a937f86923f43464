package io.kvperf.internal.report;

/** What every page of the report shares: its file names and what a browser lets it do. */
final class HtmlPage {
  /** The run's page. */
  static final String INDEX = "index.html";

  /** The history's page. */
  static final String HISTORY = "history.html";

  /**
   * What a browser lets a page do: nothing but its own inline {@code <style>} (the charts are
   * inline SVG, which needs nothing). No script, image, font, frame or connection loads, no form
   * posts and no {@code <base>} moves a link, should a string from outside get past {@link
   * Svg#escape}; a page served from CI's artifacts stays inert.
   */
  static final String CONTENT_SECURITY_POLICY =
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
          + " style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'\">";

  private HtmlPage() {}
}
