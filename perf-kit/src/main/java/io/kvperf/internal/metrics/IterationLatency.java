package io.kvperf.internal.metrics;

import io.kvperf.api.Operation;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The latency histograms of one iteration, all threads merged, for the operation types that ran.
 *
 * @param service from a store call's start to its end
 * @param intended open-loop: from when each operation was due
 * @param serviceByGroup service latency per thread group, for the groups whose threads ran
 */
record IterationLatency(
    Map<Operation, Histogram> service,
    Map<Operation, Histogram> intended,
    Map<String, Map<Operation, Histogram>> serviceByGroup) {}
