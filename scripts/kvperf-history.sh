#!/usr/bin/env bash
# The history from the command line (docs/history.md). Needs perf-kit built (mvn install -DskipTests).
# Usage: scripts/kvperf-history.sh otava HISTORY_DIRECTORY OUT_DIRECTORY
#          writes the history as Apache Otava's CSV input, one file per contract and engine, and
#          the otava.yaml that names them
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
classes="$root/perf-kit/target/classes"
if [ ! -d "$classes/io/kvperf/internal/history" ]; then
  echo "perf-kit is not built: run mvn install -DskipTests first" >&2
  exit 2
fi
classpath_file="$(mktemp)"
trap 'rm -f "$classpath_file"' EXIT
mvn -q -B -f "$root/perf-kit/pom.xml" dependency:build-classpath \
  -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath_file" >&2
java -cp "$classes:$(cat "$classpath_file")" io.kvperf.internal.history.HistoryTool "$@"
