/**
 * The documentation's Java snippets, checked against compiled sources: every {@code java} block in
 * the repository's Markdown names the file (and region) it shows, and must show it verbatim.
 */
package io.kvperf.docs;
