/**
 * The JUnit Jupiter extension: thin glue that turns a {@link io.kvperf.api.KvPerfTest} method into
 * one invocation per engine, validates its annotations before anything is forked, runs each
 * invocation through the harness, applies the baseline gate, publishes report entries and writes
 * the report. Only {@link io.kvperf.junit.KvPerfExtension} is public, so that {@link
 * io.kvperf.api.KvPerfContract} can register it; it is not API.
 */
package io.kvperf.junit;
