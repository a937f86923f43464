/** The LMDB adapter (lmdbjava), engine id {@code lmdb}. */
package io.kvperf.engines.lmdb;
