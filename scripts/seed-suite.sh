#!/usr/bin/env bash
# Runs one seed suite (contract-tests/src/test/java/io/kvperf/suites) at full scale, or at the scale
# in $SCALE, and writes its measured tables to contract-tests/results/<Suite>[-<scale>].md with the
# command, the date, the commit, the machine and the wall time. The comparison with the seed's
# figures is written by hand below the tables. An existing page is never overwritten: the new one
# goes beside it as .new.
# Usage: scripts/seed-suite.sh SUITE [ENGINES]   e.g. scripts/seed-suite.sh KratiSuite krati,bdb-je
# (every engine when ENGINES is not given).
# $THREADS picks the thread counts of the suites' @Threads sweeps: all of them at full scale, 1,2
# otherwise, as in the build.
# Needs `mvn -B install -DskipTests` first.
set -uo pipefail
cd "$(dirname "$0")/.."
suite=$1
engines=${2:-all}
scale=${SCALE:-full}
threads=${THREADS:-$([ "$scale" = full ] && echo all || echo 1,2)}
name=$suite$([ "$scale" = full ] || echo "-$scale")
page=contract-tests/results/$name.md
[ -e "$page" ] && page=$page.new
log=target/seed-suite-$name.log
mkdir -p target contract-tests/results
cmd=(mvn -o -B -pl contract-tests verify -Dit.test="$suite" -Dkvperf.suites.scale="$scale"
  -Dkvperf.suites.threads="$threads" -Dkvperf.suites.engines="$engines" -Dkvperf.baseline=off)
started=$(date -u +%Y-%m-%dT%H:%MZ)
start=$(date +%s)
"${cmd[@]}" > "$log" 2>&1
status=$?
seconds=$(( $(date +%s) - start ))
report=contract-tests/target/kvperf/suites/results.md
{
  echo "# $suite at scale $scale"
  echo
  echo "- Command: \`${cmd[*]}\` (after \`mvn -B install -DskipTests\`)"
  echo "- Started: $started; wall time $((seconds / 60)) min $((seconds % 60)) s"
  echo "- Commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo ' (with local changes)')"
  echo "- Build: $([ "$status" = 0 ] && echo passed || echo "failed (exit $status), log in $log")"
  echo
  if [ -s "$report" ]; then sed 's/^# kvperf results$//' "$report"; else echo "No results.md was written."; fi
} > "$page"
echo "$page: $suite at scale $scale, $seconds s, exit $status"
exit "$status"
