/** The Chronicle Map adapter, engine id {@code chronicle-map}. */
package io.kvperf.engines.chronicle;
