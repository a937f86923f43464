/** The Krati adapter, engine id {@code krati}. */
package io.kvperf.engines.krati;
