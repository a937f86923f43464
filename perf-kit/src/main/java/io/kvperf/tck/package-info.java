/**
 * The adapter conformance kit: extend {@link io.kvperf.tck.KvEngineConformanceTest} with one
 * factory method and the engine is checked for everything the harness relies on, before any of its
 * numbers count.
 */
package io.kvperf.tck;
