/**
 * The adapter conformance kit: extend {@link io.kvperf.tck.KvEngineConformanceTest} with one
 * factory method and the engine is checked for everything the harness relies on, before any of its
 * numbers count. {@link io.kvperf.tck.SecondBuild} is the service the kit provides for its check of
 * two builds in one JVM; an adapter neither implements nor calls it.
 */
package io.kvperf.tck;
