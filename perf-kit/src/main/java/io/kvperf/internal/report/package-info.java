/**
 * Reports of a run, written under the report directory ({@code target/kvperf} by default): {@code
 * results.md}, one table per contract in the shape of the HestiaStore seed's results table. This
 * package reads results and never runs anything.
 */
package io.kvperf.internal.report;
