/** The MapDB adapters: {@code mapdb-btree} (ordered) and {@code mapdb-htree} (hash only). */
package io.kvperf.engines.mapdb;
