/**
 * The engine SPI: {@link io.kvperf.engine.KvEngine} opens a {@link io.kvperf.engine.KvStore} in a
 * directory and declares its {@link io.kvperf.engine.Capability capabilities}; engines are
 * discovered with {@link java.util.ServiceLoader}. Adapters never time anything: all timing lives
 * in the harness. The reference engine {@link io.kvperf.engine.SkipListEngine} ships here.
 */
package io.kvperf.engine;
