#!/usr/bin/env bash
# Runs a built test bundle as two processes at once beside one private Xvfb (scripts/with-xvfb.sh),
# and fails if either fails. `make test` (scripts/test.sh) and `make check` (scripts/check.sh) both
# run the suite through it, optimized or under a sanitizer.
#
#   scripts/run-tests.sh BUNDLE
#
# Why two processes: the suite's cost is the renderer's tests, and those run on the main actor, so
# one process keeps about one core busy however many tests it has. The plain-render agreement
# (every frame of every style against the plain render, both renderers, two scales, light and dark)
# is almost half of it; it runs in a process of its own beside everything else. Both together are
# the whole suite: one takes what the filter names, the other skips it.
#
# TEST_TIME_LIMIT (seconds; unset or 0: none): a process still running after it is stopped, the run
# fails, and the tests it had started but not finished are named. A test that hangs then costs a
# CI run that much, and its log says which test it was, instead of the run being stopped from
# outside with nothing to say.
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# != 1)) || [[ ! -e "$1" ]]; then
    echo "usage: scripts/run-tests.sh BUNDLE (a built CardSimPackageTests.xctest)" >&2
    exit 2
fi
bundle=$1
limit=${TEST_TIME_LIMIT:-0}
apart=PlainRenderAgreementTests
logs=$(mktemp -d "${TMPDIR:-/tmp}/cardsim-test.XXXXXX")
trap 'rm -rf "$logs"' EXIT

scripts/with-xvfb.sh bash -c '
    bundle=$1 apart=$2 logs=$3 limit=$4
    # shard NAME FILTER-ARGS...: the bundle with a time limit, its output kept in NAME.log.
    shard() {
        local name=$1; shift
        timeout --kill-after=30 "$limit" "$bundle" --testing-library swift-testing "$@" > "$logs/$name.log" 2>&1
    }
    # The tests a log shows started and never passed or failed: those a stopped process was in.
    unfinished() {
        awk '\''
            /^◇ Test / && !/^◇ Test (case|run) / { name = $0; sub(/^◇ Test /, "", name); sub(/ started\.$/, "", name); open[name] = 1 }
            /^(✔|✘) Test / {
                name = $0; sub(/^(✔|✘) Test /, "", name)
                sub(/ (with [0-9]+ test cases? )?(passed|failed) after [0-9.]+ seconds.*$/, "", name)
                delete open[name]
            }
            END { for (name in open) print "  " name }
        '\'' "$1"
    }
    : > "$logs/apart.log"; : > "$logs/rest.log"
    shard apart --filter "$apart" & apart_pid=$!
    shard rest --skip "$apart" & rest_pid=$!
    # The rest is the longer log and the one a reader follows: shown as it is written.
    tail -n +1 -f "$logs/rest.log" --pid "$rest_pid" 2>/dev/null &
    shower=$!
    rest=0; wait "$rest_pid" || rest=$?
    wait "$shower" 2>/dev/null || true
    apart_code=0; wait "$apart_pid" || apart_code=$?
    echo
    echo "--- $apart, run beside the rest:"
    cat "$logs/apart.log"
    # verdict NAME LOG CODE: says why a shard failed; returns its failure.
    verdict() {
        if (($3 == 124 || $3 == 137)); then
            echo "run-tests: $1 was stopped after $limit s (TEST_TIME_LIMIT); the tests it had not finished:" >&2
            unfinished "$logs/$2.log" >&2
        elif (($3 != 0)); then
            echo "run-tests: $1 failed (exit $3)" >&2
        fi
        return $(($3 != 0))
    }
    status=0
    verdict "the rest" rest "$rest" || status=1
    verdict "$apart" apart "$apart_code" || status=1
    exit $status
' run-tests.sh "$bundle" "$apart" "$logs" "$limit"
