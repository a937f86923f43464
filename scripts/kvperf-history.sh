#!/usr/bin/env bash
# The history from the command line (docs/history.md). Needs perf-kit built (mvn install -DskipTests).
# Usage: scripts/kvperf-history.sh otava HISTORY_DIRECTORY OUT_DIRECTORY
#          writes the history as Apache Otava's CSV input, one file per contract and engine, and
#          the otava.yaml that names them
exec "$(dirname "$0")/kit-class.sh" io.kvperf.internal.history.HistoryTool "$@"
