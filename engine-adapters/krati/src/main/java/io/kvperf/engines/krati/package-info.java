/**
 * The Krati adapters: engine ids {@code krati} (DynamicDataStore) and {@code krati-static}
 * (StaticDataStore).
 */
package io.kvperf.engines.krati;
