#!/usr/bin/env bash
# Merges the report directories of several runs or CI shards (each holding a kvperf-results.json,
# e.g. contract-tests/target/kvperf/contracts of each shard) into one directory's jmh-result.json,
# results.md and index.html. A later directory's result for the same contract and engine replaces
# an earlier one. Needs perf-kit built (mvn install -DskipTests).
# With --shards, the merge of a run split by kvperf.shard: every shard must be there, once.
# Usage: scripts/merge-reports.sh [--skip-missing] [--shards] OUT_DIRECTORY IN_DIRECTORY...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
classes="$root/perf-kit/target/classes"
if [ ! -d "$classes/io/kvperf/internal/report" ]; then
  echo "perf-kit is not built: run mvn install -DskipTests first" >&2
  exit 2
fi
classpath_file="$(mktemp)"
trap 'rm -f "$classpath_file"' EXIT
mvn -q -B -f "$root/perf-kit/pom.xml" dependency:build-classpath \
  -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath_file" >&2
java -cp "$classes:$(cat "$classpath_file")" io.kvperf.internal.report.MergeReports "$@"
