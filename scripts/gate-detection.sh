#!/usr/bin/env bash
# The gate's detection experiment: records a baseline of the `throttled` test engine at no extra
# work in UPDATE_RUNS runs (default 5) PAUSE_SECONDS apart (default 60), then checks it RUNS times
# at each extra cost given, and counts the failures. With LOAD=alternate, every other check runs
# beside a CPU-heavy process (a Maven build of perf-kit in a loop, from a copy of this checkout),
# the machine's "slow hour". Usage: scripts/gate-detection.sh RUNS EXTRA_PERCENT... (e.g. 20 15 0).
# Needs `mvn install -DskipTests` first. Writes its log and baseline under target/gate-detection/.
set -u
cd "$(dirname "$0")/.."
runs=$1; shift
out=target/gate-detection
mkdir -p "$out"
run() { # mode extraPercent log
  mvn -o -B -q -pl perf-kit test -Dtest=ThrottledGetExperiment#uniformGet -Dsurefire.failIfNoSpecifiedTests=false \
    -Dkvperf.experiment=gate -Dkvperf.baseline="$1" -Dkvperf.baseline.dir="$PWD/$out/baselines" \
    -Dkvperf.fork.jvmArgs="-Dkvperf.test.extraCostPercent=$2" > "$3" 2>&1
}
load_pid=
start_load() {
  local copy=$PWD/target/gate-detection-load
  [ -d "$copy" ] || git clone -q . "$copy"
  setsid bash -c "while :; do mvn -o -q -B -f '$copy/pom.xml' -pl perf-kit clean compile > /dev/null 2>&1; done" &
  load_pid=$!
  sleep 5
}
stop_load() {
  [ -n "$load_pid" ] && kill -- -"$load_pid" 2> /dev/null
  load_pid=
}
trap stop_load EXIT
if [ ! -s "$out/baselines/io.kvperf.experiments.ThrottledGetExperiment/uniformGet.json" ]; then
  for i in $(seq 1 "${UPDATE_RUNS:-5}"); do
    run update 0 "$out/update-$i.log"; grep -A3 'calibration of' "$out/update-$i.log"
    [ "$i" -lt "${UPDATE_RUNS:-5}" ] && sleep "${PAUSE_SECONDS:-60}"
  done
fi
for extra in "$@"; do
  failed=0
  for i in $(seq 1 "$runs"); do
    loaded=no
    if [ "${LOAD:-}" = alternate ] && [ $((i % 2)) -eq 0 ]; then loaded=yes; start_load; fi
    start=$(date +%s)
    run check "$extra" "$out/check-$extra-$i.log"
    stop_load
    if grep -q 'FAILED, confirmed' "$out/check-$extra-$i.log"; then failed=$((failed + 1)); fi
    ratio=$(grep -o 'normalised ratio to the baseline [0-9.]* \[[0-9., ]*\]' "$out/check-$extra-$i.log" | tail -1)
    outside=$(grep -o 'the machine is [0-9]*% [a-z]* than in any calibration run' "$out/check-$extra-$i.log" | tail -1)
    raw=$(grep -o 'raw throughput[^%]*%)' "$out/check-$extra-$i.log" | tail -1)
    echo "extra ${extra}%: run $i (load: $loaded), $(( $(date +%s) - start )) s, $ratio; $raw; ${outside:-inside the calibrated range}; failed so far $failed"
  done
  echo "extra ${extra}%: $failed of $runs runs failed the gate"
done
