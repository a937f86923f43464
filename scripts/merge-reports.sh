#!/usr/bin/env bash
# Merges the report directories of several runs or CI shards (each holding a kvperf-results.json,
# e.g. contract-tests/target/kvperf/contracts of each shard) into one directory's jmh-result.json,
# results.md and index.html. A later directory's result for the same contract and engine replaces
# an earlier one. Needs perf-kit built (mvn install -DskipTests).
# With --shards, the merge of a run split by kvperf.shard: every shard must be there, once.
# Usage: scripts/merge-reports.sh [--skip-missing] [--shards] OUT_DIRECTORY IN_DIRECTORY...
exec "$(dirname "$0")/kit-class.sh" io.kvperf.internal.report.MergeReports "$@"
