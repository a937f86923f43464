/** The RocksDB adapter, engine id {@code rocksdb}. */
package io.kvperf.engines.rocksdb;
