/** The pure-Java LevelDB adapter (iq80), engine id {@code leveldb-java}. */
package io.kvperf.engines.leveldb;
