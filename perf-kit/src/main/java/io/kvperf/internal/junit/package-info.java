/**
 * The JUnit Jupiter extension: it turns a {@link io.kvperf.api.KvPerfTest} method into one
 * invocation per engine, validates its annotations before anything is forked, builds one {@link
 * io.kvperf.internal.junit.RunContext} per run and hands it down, and runs each invocation as plan,
 * measure, decide, report ({@link io.kvperf.internal.junit.ContractExecution}). {@link
 * io.kvperf.internal.junit.KvPerfExtension} is public so that {@link io.kvperf.api.KvPerfContract}
 * can register it, and {@link io.kvperf.internal.junit.BaselineAudit} so that a build can audit its
 * committed baselines; neither is API.
 */
package io.kvperf.internal.junit;
