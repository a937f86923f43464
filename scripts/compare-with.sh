#!/usr/bin/env bash
# Gates this checkout against another commit, in one run on this machine: kvperf.compare=git:<ref>
# builds this project's modules at the ref and measures them as arm B (docs/ab.md).
# Usage: scripts/compare-with.sh [ref] [maven args...]
# ref defaults to the merge base with origin/main; the maven args default to the contracts at ci
# scale, unit tests skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:-$(git merge-base HEAD origin/main)}
shift || true
args=("$@")
if [ ${#args[@]} -eq 0 ]; then
  args=(-Dkvperf.skipUnitTests -Dkvperf.scale=ci)
fi
exec mvn -B verify "-Dkvperf.compare=git:$ref" "${args[@]}"
