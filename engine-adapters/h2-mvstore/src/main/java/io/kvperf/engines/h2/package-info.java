/** The H2 MVStore adapter, engine id {@code h2-mvstore}. */
package io.kvperf.engines.h2;
