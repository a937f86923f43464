#!/usr/bin/env bash
# Gates this checkout against another commit's engine adapters, in one run on this machine: the
# other commit's adapters are compiled in a worktree and given to kvperf.compare as build output
# directories (docs/ab.md). Usage: scripts/compare-with.sh [ref] [maven args...]
# ref defaults to the merge base with origin/main; the maven args default to the contracts at ci
# scale. Only the adapters' classes differ: the kit and the engines' jars are this checkout's in
# both arms (to compare an engine's versions, give kvperf.compare Maven coordinates instead).
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:-$(git merge-base HEAD origin/main)}
shift || true
base=target/compare-base
git worktree remove --force "$base" 2>/dev/null || true
git worktree add --force --detach "$base" "$ref" > /dev/null
(cd "$base" && mvn -B -q compile -am -pl "$(ls -d engine-adapters/*/ | grep -v target | paste -sd, -)")
dirs=$(ls -d "$PWD/$base"/engine-adapters/*/target/classes | paste -sd: -)
args=("$@")
if [ ${#args[@]} -eq 0 ]; then
  args=(-Dkvperf.skipUnitTests -Dkvperf.scale=ci)
fi
mvn -B verify -Dkvperf.compare="$dirs" "${args[@]}"
