#!/usr/bin/env bash
# The kvperf steps of a CI job, the same on GitHub Actions, GitLab or a laptop (docs/ci.md).
#
#   scripts/kvperf-ci.sh pr [BASE]           this checkout against the merge base with BASE
#                                            (default: origin/$GITHUB_BASE_REF, else origin/main),
#                                            built from git (kvperf.compare=git:<merge base>)
#   scripts/kvperf-ci.sh bump PROPERTY=GROUP:ARTIFACT...
#                                            for each version property the change moved in the root
#                                            pom, the artifact at its version on the merge base
#   scripts/kvperf-ci.sh nightly             every contract and seed suite on this build, at ci scale,
#                                            beside the anchor (the newest tag reachable from HEAD)
#   scripts/kvperf-ci.sh keep DIRECTORY...   commits the history files the nightly's shards kept
#                                            (each DIRECTORY a shard's history/) to the history
#                                            branch and pushes it; runs no build
#
# Environment:
#   KVPERF_MAVEN       the Maven command, one path taken whole, never split (default: ./mvnw where it
#                      exists, else mvn); its arguments go in KVPERF_MAVEN_ARGS
#   KVPERF_MAVEN_ARGS  what the run selects and sets (default: -Dkvperf.skipUnitTests
#                      -Dkvperf.scale=ci -Dgroups=kvperf), split on white space (spaces, tabs and
#                      newlines) with no quoting and no globbing: -Dx="a b" is the two words -Dx="a
#                      and b", and -Dit.test=*Contract reaches Maven as written
#   KVPERF_ARTIFACTS   where the kvperf report directories are gathered, relative or absolute
#                      (default: kvperf-artifacts)
#   KVPERF_ANCHOR      nightly: the ref measured beside this build as the anchor (kvperf.anchor), by
#                      default the newest tag reachable from HEAD; none for no anchor
#   KVPERF_HISTORY_BRANCH
#                      the branch that keeps the history (docs/history.md), checked out beside in
#                      .kvperf-history/: the nightly appends to it and commits, a pull request's run
#                      only reads it; unset, no history is kept
#   KVPERF_HISTORY_PUSH
#                      nightly: true to push the history's commit to origin (the job then needs
#                      write access to that branch); by default the commit stays local
#
# The kit splits -Dkvperf.compare.maven and -Dkvperf.compare.mavenArgs, the command and arguments
# that build a git:<ref>, the same way: on white space, no quoting (docs/ci.md).
#
# Runs on bash 3.2 (macOS's /bin/bash) and later: an array that may be empty is expanded as
# ${a[@]+"${a[@]}"}, which set -u accepts before bash 4.4.
#
# Exit status: Maven's (a FAILED budget fails the build). An INCONCLUSIVE comparison warns, on
# GitHub as an annotation, and says what would decide it. Each report's summary.md is appended to
# the job's summary by the kit itself where GITHUB_STEP_SUMMARY is set.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

mode=${1:-}
shift || true
maven=${KVPERF_MAVEN:-}
if [ -z "$maven" ]; then
  if [ -x ./mvnw ]; then maven=./mvnw; else maven=mvn; fi
fi
# -d '' reads every line, not the first: read then reports the end of its input, hence || true.
read -r -d '' -a selection <<< "${KVPERF_MAVEN_ARGS:--Dkvperf.skipUnitTests -Dkvperf.scale=ci -Dgroups=kvperf}" || true
artifacts=${KVPERF_ARTIFACTS:-kvperf-artifacts}

base_ref() {
  local base=${1:-}
  if [ -z "$base" ]; then
    base=origin/${GITHUB_BASE_REF:-main}
  fi
  if ! git rev-parse --verify --quiet "$base^{commit}" > /dev/null; then
    echo "kvperf-ci: $base does not resolve: fetch it with its history (actions/checkout: fetch-depth: 0)" >&2
    exit 2
  fi
  local merge_base
  if ! merge_base=$(git merge-base HEAD "$base"); then
    echo "kvperf-ci: no merge base of HEAD and $base: fetch the full history (fetch-depth: 0)" >&2
    exit 2
  fi
  echo "$merge_base"
}

# Commits what the history's worktree holds new, and pushes it to origin where $1 is true; fails
# where a push did not go through after three tries.
commit_history() {
  git -C "$history" add -A history 2> /dev/null
  if git -C "$history" diff --cached --quiet; then
    echo "kvperf-ci: the history has nothing new"
    return 0
  fi
  git -C "$history" -c user.name=kvperf -c user.email=kvperf@localhost \
    commit -q -m "kvperf history of $(git rev-parse --short HEAD)" || return 2
  echo "kvperf-ci: the history's new points are committed in $history"
  [ "$1" = true ] || return 0
  # Shards append to other contracts' files: a rebase onto another shard's push never conflicts.
  for attempt in 1 2 3; do
    if git -C "$history" push -q origin "HEAD:refs/heads/$history_branch"; then
      echo "kvperf-ci: the history is pushed to origin's $history_branch"
      return 0
    fi
    echo "kvperf-ci: push $attempt of the history failed; rebasing onto origin's"
    git -C "$history" fetch -q origin "+refs/heads/$history_branch:refs/remotes/origin/$history_branch" \
      && git -C "$history" rebase -q "origin/$history_branch" || break
  done
  echo "kvperf-ci: the history could not be pushed to $history_branch; it is kept in $history" >&2
  return 2
}

compare_args=()
case "$mode" in
  pr)
    merge_base=$(base_ref "${1:-}") || exit $?
    echo "kvperf-ci: comparing $(git rev-parse --short HEAD) with the merge base $(git rev-parse --short "$merge_base")"
    compare_args=("-Dkvperf.compare=git:$merge_base")
    ;;
  bump)
    merge_base=$(base_ref "") || exit $?
    builds=()
    for mapping in "$@"; do
      property=${mapping%%=*}
      artifact=${mapping#*=}
      old=$(git show "$merge_base:pom.xml" | sed -n "s|.*<$property>\(.*\)</$property>.*|\1|p" | head -1)
      new=$(sed -n "s|.*<$property>\(.*\)</$property>.*|\1|p" pom.xml | head -1)
      if [ -n "$old" ] && [ "$old" != "$new" ]; then
        echo "kvperf-ci: $property moved from $old to $new: comparing with $artifact:$old"
        builds+=("$artifact:$old")
      fi
    done
    if [ ${#builds[@]} -eq 0 ]; then
      echo "kvperf-ci: no version property named moved; nothing to compare"
      exit 0
    fi
    compare_args=("-Dkvperf.compare=$(IFS=';'; echo "${builds[*]}")")
    ;;
  nightly)
    ;;
  keep)
    if [ -z "${KVPERF_HISTORY_BRANCH:-}" ] || [ $# -eq 0 ]; then
      echo "usage: KVPERF_HISTORY_BRANCH=BRANCH scripts/kvperf-ci.sh keep DIRECTORY..." >&2
      exit 2
    fi
    ;;
  *)
    echo "usage: scripts/kvperf-ci.sh pr [BASE] | bump PROPERTY=GROUP:ARTIFACT... | nightly | keep DIRECTORY..." >&2
    exit 2
    ;;
esac

if [ "$mode" = nightly ]; then
  anchor=${KVPERF_ANCHOR:-}
  if [ -z "$anchor" ]; then
    anchor=$(git describe --tags --abbrev=0 HEAD 2> /dev/null) || anchor=none
  fi
  if [ "$anchor" = none ]; then
    echo "kvperf-ci: no anchor (no tag is reachable from HEAD, or KVPERF_ANCHOR=none)"
  else
    echo "kvperf-ci: the anchor is $anchor, measured beside this build"
    compare_args=("-Dkvperf.anchor=git:$anchor")
  fi
fi

history_branch=${KVPERF_HISTORY_BRANCH:-}
history_args=()
history=$(pwd -P)/.kvperf-history
if [ -n "$history_branch" ]; then
  if ! git check-ref-format --branch "$history_branch" > /dev/null 2>&1; then
    echo "kvperf-ci: KVPERF_HISTORY_BRANCH=$history_branch is not a branch name" >&2
    exit 2
  fi
  git worktree remove --force "$history" > /dev/null 2>&1
  rm -rf "$history"
  git worktree prune
  if git fetch -q origin "+refs/heads/$history_branch:refs/remotes/origin/$history_branch" 2> /dev/null; then
    git worktree add -q --detach "$history" "origin/$history_branch" || exit 2
  else
    echo "kvperf-ci: origin has no branch $history_branch yet: the history starts here"
    git worktree add -q --detach "$history" HEAD || exit 2
    git -C "$history" switch -q --orphan "kvperf-history-$$" || exit 2
  fi
  measured_branch=${GITHUB_HEAD_REF:-${GITHUB_REF_NAME:-$(git symbolic-ref --short -q HEAD)}}
  history_args=("-Dkvperf.history.dir=$history/history")
  if [ -n "$measured_branch" ]; then
    history_args+=("-Dkvperf.history.branch=$measured_branch")
  fi
  if [ "$mode" != nightly ]; then
    history_args+=("-Dkvperf.history.mode=read")
  fi
fi

if [ "$mode" = keep ]; then
  # Each contract runs in one shard, so a shard's file is that contract's whole history.
  mkdir -p "$history/history"
  for kept in "$@"; do
    cp "$kept"/*.jsonl "$history/history/" 2> /dev/null \
      || echo "kvperf-ci: $kept holds no history file"
  done
  commit_history true
  exit $?
fi

if ! mkdir -p "$artifacts" || ! artifacts_path=$(cd "$artifacts" && pwd -P); then
  echo "kvperf-ci: KVPERF_ARTIFACTS=$artifacts is not a directory that can be made" >&2
  exit 2
fi
# find walks ./, so the artifacts directory is pruned by its path from here: an absolute one inside
# this checkout becomes ./<relative>, and one outside it is never walked.
root=$(pwd -P)
prune_artifacts=()
case "$artifacts_path" in
  "$root")
    echo "kvperf-ci: KVPERF_ARTIFACTS=$artifacts is the checkout itself: name a directory in it" >&2
    exit 2
    ;;
  "$root"/*) prune_artifacts=(-path "./${artifacts_path#"$root"/}" -prune -o) ;;
esac

"$maven" -B verify ${selection[@]+"${selection[@]}"} ${compare_args[@]+"${compare_args[@]}"} \
  ${history_args[@]+"${history_args[@]}"}
status=$?

if [ -n "$history_branch" ] && [ "$mode" = nightly ]; then
  commit_history "${KVPERF_HISTORY_PUSH:-false}" || { [ "$status" -eq 0 ] && status=2; }
fi

while IFS= read -r report; do
  directory=$(dirname "$report")
  name=$(echo "${directory#./}" | tr '/' '_')
  rm -rf "${artifacts:?}/$name"
  cp -r "$directory" "$artifacts/$name"
  if grep -q '| INCONCLUSIVE |' "$report"; then
    message="kvperf: a comparison in $directory could not be decided: more pairs (-Dkvperf.compare.pairs=32) or a quieter runner would decide it; see its summary.md"
    if [ -n "${GITHUB_ACTIONS:-}" ]; then echo "::warning::$message"; else echo "$message"; fi
  fi
done < <(find . ${prune_artifacts[@]+"${prune_artifacts[@]}"} -path '*/kvperf-git' -prune -o -path ./.kvperf-history -prune -o -name summary.md -path '*kvperf*' -print | sort)
echo "kvperf-ci: reports gathered in $artifacts/"
exit $status
