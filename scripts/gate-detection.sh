#!/usr/bin/env bash
# The gate's detection experiment: records a baseline of the `throttled` test engine at no extra
# work in five runs (a minute or more apart; PAUSE_SECONDS), then checks it RUNS times at each extra cost given, and
# counts the failures. Usage: scripts/gate-detection.sh RUNS EXTRA_PERCENT... (e.g. 20 15 10 0).
# Needs `mvn install -DskipTests` first. Writes its log and baseline under target/gate-detection/.
set -u
cd "$(dirname "$0")/.."
runs=$1; shift
out=target/gate-detection
mkdir -p "$out"
run() { # mode extraPercent log
  mvn -o -B -q -pl perf-kit test -Dtest=ThrottledGetExperiment -Dsurefire.failIfNoSpecifiedTests=false \
    -Dkvperf.experiment=gate -Dkvperf.baseline="$1" -Dkvperf.baseline.dir="$PWD/$out/baselines" \
    -Dkvperf.fork.jvmArgs="-Dkvperf.test.extraCostPercent=$2" > "$3" 2>&1
}
if [ ! -s "$out/baselines/io.kvperf.experiments.ThrottledGetExperiment/uniformGet.json" ]; then
  for i in 1 2 3 4 5; do
    run update 0 "$out/update-$i.log"; grep 'calibration of' "$out/update-$i.log"
    sleep "${PAUSE_SECONDS:-60}"
  done
fi
for extra in "$@"; do
  failed=0
  for i in $(seq 1 "$runs"); do
    start=$(date +%s)
    run check "$extra" "$out/check-$extra-$i.log"
    if grep -q 'FAILED, confirmed' "$out/check-$extra-$i.log"; then failed=$((failed + 1)); fi
    echo "extra ${extra}%: run $i, $(( $(date +%s) - start )) s, failed so far $failed"
  done
  echo "extra ${extra}%: $failed of $runs runs failed the gate"
done
