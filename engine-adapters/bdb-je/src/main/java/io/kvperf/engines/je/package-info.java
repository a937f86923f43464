/** The Berkeley DB Java Edition adapter, engine id {@code bdb-je}. */
package io.kvperf.engines.je;
