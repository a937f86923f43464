/** The native LevelDB adapter (leveldbjni), engine id {@code leveldb-jni}. */
package io.kvperf.engines.leveldbjni;
