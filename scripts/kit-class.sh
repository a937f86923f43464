#!/usr/bin/env bash
# Runs one of perf-kit's command-line classes with the kit's class path: perf-kit's classes and its
# runtime dependencies, as Maven resolves them. Needs perf-kit built (mvn install -DskipTests).
# Usage: scripts/kit-class.sh MAIN_CLASS ARGUMENT...
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
classes="$root/perf-kit/target/classes"
main="$1"
shift
if [ ! -f "$classes/${main//.//}.class" ]; then
  echo "perf-kit is not built: run mvn install -DskipTests first" >&2
  exit 2
fi
classpath_file="$(mktemp)"
trap 'rm -f "$classpath_file"' EXIT
mvn -q -B -f "$root/perf-kit/pom.xml" dependency:build-classpath \
  -Dmdep.includeScope=runtime -Dmdep.outputFile="$classpath_file" >&2
java -cp "$classes:$(cat "$classpath_file")" "$main" "$@"
